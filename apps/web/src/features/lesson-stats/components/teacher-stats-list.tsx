import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TeacherLessonStats } from '@slovo/contracts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import type { StatsRange } from '../api/get-teacher-stats.ts';
import { formatMinutes } from './format-minutes.ts';
import { MarksSummary } from './marks-summary.tsx';
import { TeacherLessons } from './teacher-lessons.tsx';

type TeacherStatsListProps = {
  rows: TeacherLessonStats[];
  workspaceId: number;
  range: StatsRange;
  /** One teacher's lessons are open at a time. */
  openTeacherId: number | null;
  onToggle: (teacherId: number) => void;
};

const COLUMN_COUNT = 7;
const NUMBER_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;

function TeacherTable({
  rows,
  workspaceId,
  range,
  openTeacherId,
  onToggle,
}: TeacherStatsListProps) {
  const { t } = useTranslation('lesson-stats');
  return (
    <TableFrame minWidth={760} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="stats-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lesson-stats:columns.teacher')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:columns.lessons')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:columns.done')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:columns.students')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:columns.time')}</Table.Th>
            <Table.Th>{t('lesson-stats:columns.marks')}</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isOpen = openTeacherId === row.teacher.id;
            return (
              <Fragment key={row.teacher.id}>
                <Table.Tr
                  data-testid={`stats-teacher-${row.teacher.id}`}
                  onClick={() => onToggle(row.teacher.id)}
                  style={{ cursor: 'pointer' }}
                  bg={isOpen ? 'var(--mantine-color-indigo-0)' : undefined}
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.teacher.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={NUMBER_STYLE}>
                    {row.lessons_finished}
                  </Table.Td>
                  <Table.Td ta="right" style={NUMBER_STYLE}>
                    {row.lessons_done}
                  </Table.Td>
                  <Table.Td ta="right" style={NUMBER_STYLE}>
                    {row.students}
                  </Table.Td>
                  <Table.Td ta="right" style={NUMBER_STYLE}>
                    {formatMinutes(row.minutes)}
                  </Table.Td>
                  <Table.Td>
                    <MarksSummary marks={row} />
                  </Table.Td>
                  <Table.Td>
                    {/* The row's click toggles; the button makes it reachable by keyboard. */}
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={isOpen}
                      aria-label={t('lesson-stats:showLessons', { name: row.teacher.name })}
                      data-testid={`stats-teacher-toggle-${row.teacher.id}`}
                    >
                      {isOpen ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr bg="var(--mantine-color-gray-0)">
                    <Table.Td colSpan={COLUMN_COUNT} p="sm">
                      <TeacherLessons
                        workspaceId={workspaceId}
                        teacherId={row.teacher.id}
                        range={range}
                        isWide
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function CardFigure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={NUMBER_STYLE}>
        {value}
      </Text>
    </div>
  );
}

function TeacherCards({
  rows,
  workspaceId,
  range,
  openTeacherId,
  onToggle,
}: TeacherStatsListProps) {
  const { t } = useTranslation('lesson-stats');
  return (
    <Stack gap="sm" p="sm" data-testid="stats-cards">
      {rows.map((row) => {
        const isOpen = openTeacherId === row.teacher.id;
        return (
          <Paper
            key={row.teacher.id}
            withBorder
            p="sm"
            radius="md"
            data-testid={`stats-teacher-${row.teacher.id}`}
          >
            <Stack gap="sm">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {row.teacher.name}
              </Text>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
                <CardFigure
                  label={t('lesson-stats:columns.lessons')}
                  value={row.lessons_finished}
                />
                <CardFigure label={t('lesson-stats:columns.done')} value={row.lessons_done} />
                <CardFigure label={t('lesson-stats:columns.students')} value={row.students} />
                <CardFigure
                  label={t('lesson-stats:columns.time')}
                  value={formatMinutes(row.minutes)}
                />
              </SimpleGrid>
              <MarksSummary marks={row} width="100%" />
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  rightSection={
                    isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />
                  }
                  aria-expanded={isOpen}
                  onClick={() => onToggle(row.teacher.id)}
                  data-testid={`stats-teacher-toggle-${row.teacher.id}`}
                >
                  {isOpen ? t('lesson-stats:hideLessons') : t('lesson-stats:lessonsButton')}
                </Button>
              </Group>
              {isOpen && (
                <TeacherLessons
                  workspaceId={workspaceId}
                  teacherId={row.teacher.id}
                  range={range}
                  isWide={false}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Figures per teacher: a table on wide screens, cards on phones; a click opens the lessons. */
export function TeacherStatsList(props: TeacherStatsListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <TeacherTable {...props} /> : <TeacherCards {...props} />;
}
