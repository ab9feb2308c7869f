import {
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ExerciseStats } from '@slovo/contracts';
import { IconCalendar, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { DatePickerInput, type DatesRangeValue } from '../../../lib/date-inputs.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useExerciseStats } from '../api/get-exercise-stats.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
const DEFAULT_RANGE_DAYS = 30;

function getDefaultRange(): [string, string] {
  const today = dayjs();
  return [today.subtract(DEFAULT_RANGE_DAYS, 'day').format(DATE_FORMAT), today.format(DATE_FORMAT)];
}

type StatKey = 'created' | 'sent_to_moderation' | 'accepted' | 'declined';

const STAT_TILES: { key: StatKey; color: string }[] = [
  { key: 'created', color: 'indigo' },
  { key: 'sent_to_moderation', color: 'yellow' },
  { key: 'accepted', color: 'teal' },
  { key: 'declined', color: 'red' },
];

function PerAuthorTable({ stats }: { stats: ExerciseStats }) {
  const { t } = useTranslation('exercises');
  if (stats.per_author.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('exercises:stats.noAuthors')}
      </Text>
    );
  }
  return (
    <TableFrame minWidth={420} stickyFirstColumn>
      <Table verticalSpacing="xs" data-testid="stats-per-author">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exercises:stats.author')}</Table.Th>
            <Table.Th ta="right">{t('exercises:stats.created')}</Table.Th>
            <Table.Th ta="right">{t('exercises:stats.accepted')}</Table.Th>
            <Table.Th ta="right">{t('exercises:stats.declined')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.per_author.map((row) => (
            <Table.Tr key={row.author.id}>
              <Table.Td>{row.author.name}</Table.Td>
              <Table.Td ta="right">{row.created}</Table.Td>
              <Table.Td ta="right">{row.accepted}</Table.Td>
              <Table.Td ta="right">{row.declined}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

/** The moderator's summary of microblock work in a date range (last 30 days at first). */
export function ExerciseStatsPanel({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('exercises');
  const [range, setRange] = useState<DatesRangeValue<string>>(getDefaultRange);
  // Half a range (the first click of the picker) keeps showing the last complete one.
  const [appliedRange, setAppliedRange] = useState(getDefaultRange);
  const [isPerAuthorOpen, { toggle: togglePerAuthor }] = useDisclosure();
  const stats = useExerciseStats({
    workspaceId,
    startDate: appliedRange[0],
    endDate: appliedRange[1],
  });

  const renderTiles = () => {
    if (stats.isPending) {
      return (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {STAT_TILES.map((tile) => (
            <Skeleton key={tile.key} height={68} radius="md" />
          ))}
        </SimpleGrid>
      );
    }
    if (stats.isError) {
      return (
        <QueryErrorAlert
          title={t('exercises:stats.error')}
          description={t('exercises:error.description')}
          isRetrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
          testId="stats-error"
        />
      );
    }
    return (
      <Stack gap="sm" style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {STAT_TILES.map((tile) => (
            <Paper key={tile.key} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`exercises:stats.${tile.key}`)}
              </Text>
              <Text fz={24} fw={700} c={tile.color} data-testid={`stats-${tile.key}`}>
                {stats.data[tile.key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Box>
          <Button
            variant="subtle"
            size="xs"
            px={0}
            rightSection={
              isPerAuthorOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />
            }
            onClick={togglePerAuthor}
            aria-expanded={isPerAuthorOpen}
            data-testid="stats-per-author-toggle"
          >
            {t('exercises:stats.perAuthor')}
          </Button>
          <Collapse in={isPerAuthorOpen}>
            <PerAuthorTable stats={stats.data} />
          </Collapse>
        </Box>
      </Stack>
    );
  };

  return (
    <Card data-testid="exercise-stats">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            {t('exercises:stats.title')}
          </Title>
          <DatePickerInput
            type="range"
            value={range}
            onChange={(next) => {
              setRange(next);
              const [start, end] = next;
              if (start && end) setAppliedRange([start, end]);
            }}
            maxDate={dayjs().format(DATE_FORMAT)}
            valueFormat="L"
            leftSection={<IconCalendar size={16} />}
            aria-label={t('exercises:stats.range')}
            miw={240}
            data-testid="stats-range"
          />
        </Group>
        {renderTiles()}
      </Stack>
    </Card>
  );
}
