import { Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { LessonStatRow } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useTeacherLessons } from '../api/get-teacher-lessons.ts';
import type { StatsRange } from '../api/get-teacher-stats.ts';
import { formatMinutes } from './format-minutes.ts';
import { MarksSummary } from './marks-summary.tsx';

function DoneBadge({ isDone }: { isDone: boolean }) {
  const { t } = useTranslation('lesson-stats');
  return isDone ? (
    <Badge color="teal" variant="light" tt="none">
      {t('lesson-stats:lessons.done')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none">
      {t('lesson-stats:lessons.notDone')}
    </Badge>
  );
}

function useLessonLabels() {
  const { t } = useTranslation('lesson-stats');
  return {
    place: (row: LessonStatRow) =>
      t('lesson-stats:lessons.place', { plan: row.plan_number, lesson: row.lesson_number }),
    // A lesson saved without a title shows as "Lesson N", as everywhere else.
    title: (row: LessonStatRow) =>
      row.title || t('lesson-stats:lessons.untitled', { number: row.lesson_number }),
  };
}

function LessonsTable({ rows }: { rows: LessonStatRow[] }) {
  const { t } = useTranslation('lesson-stats');
  const labels = useLessonLabels();
  return (
    <TableFrame minWidth={860}>
      <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lesson-stats:lessons.date')}</Table.Th>
            <Table.Th>{t('lesson-stats:lessons.student')}</Table.Th>
            <Table.Th>{t('lesson-stats:lessons.lesson')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:columns.time')}</Table.Th>
            <Table.Th ta="right">{t('lesson-stats:lessons.presentations')}</Table.Th>
            <Table.Th>{t('lesson-stats:columns.marks')}</Table.Th>
            <Table.Th>{t('lesson-stats:lessons.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.lesson_id} data-testid={`stats-lesson-${row.lesson_id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.finished_at)}
              </Table.Td>
              <Table.Td>{row.child_name}</Table.Td>
              <Table.Td miw={200}>
                <Text size="sm" fw={500}>
                  {labels.title(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {labels.place(row)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMinutes(row.minutes)}
              </Table.Td>
              <Table.Td ta="right">{row.presentations}</Table.Td>
              <Table.Td>
                <MarksSummary marks={row} width={120} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DoneBadge isDone={row.is_done} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function LessonCards({ rows }: { rows: LessonStatRow[] }) {
  const { t } = useTranslation('lesson-stats');
  const labels = useLessonLabels();
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper
          key={row.lesson_id}
          withBorder
          p="sm"
          radius="md"
          data-testid={`stats-lesson-${row.lesson_id}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(row.finished_at)}
              </Text>
              <DoneBadge isDone={row.is_done} />
            </Group>
            <div>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {labels.title(row)}
              </Text>
              <Text size="xs" c="dimmed">
                {row.child_name} · {labels.place(row)}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              {t('lesson-stats:lessons.timeShort', { time: formatMinutes(row.minutes) })} ·{' '}
              {t('lesson-stats:lessons.presentationCount', { count: row.presentations })}
            </Text>
            <MarksSummary marks={row} width="100%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

type TeacherLessonsProps = {
  workspaceId: number;
  teacherId: number;
  range: StatsRange;
  isWide: boolean;
};

/** The lessons behind one teacher's figures, opened under their row or card. */
export function TeacherLessons({ workspaceId, teacherId, range, isWide }: TeacherLessonsProps) {
  const { t } = useTranslation('lesson-stats');
  const lessons = useTeacherLessons({ workspaceId, teacherId, range });

  const renderContent = () => {
    if (lessons.isPending) {
      return (
        <Stack gap="xs" data-testid="stats-teacher-lessons-loading">
          <Skeleton height={36} radius="sm" />
          <Skeleton height={36} radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      );
    }
    if (lessons.isError) {
      return (
        <QueryErrorAlert
          title={t('lesson-stats:lessons.errorTitle')}
          description={lessons.error.message}
          isRetrying={lessons.isFetching}
          onRetry={() => void lessons.refetch()}
          testId="stats-teacher-lessons-error"
        />
      );
    }
    if (lessons.data.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('lesson-stats:lessons.empty')}
        </Text>
      );
    }
    return isWide ? <LessonsTable rows={lessons.data} /> : <LessonCards rows={lessons.data} />;
  };

  return (
    <div data-testid="stats-teacher-lessons" data-teacher-id={teacherId}>
      {renderContent()}
    </div>
  );
}
