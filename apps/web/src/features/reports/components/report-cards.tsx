import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { Report, ReportRow } from '@slovo/contracts';
import {
  IconEyeOff,
  IconListDetails,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOrder } from '../api/reports-api.ts';
import {
  FIGURE_COLUMNS,
  getFirstOrder,
  REPORT_COLUMNS,
  type ReportColumn,
  type ReportListProps,
} from './report-columns.tsx';

/** The column to sort by and its direction: the table header's clicks, as two controls. */
function SortControls({
  order,
  onSort,
}: {
  order: ReportOrder;
  onSort: (order: ReportOrder) => void;
}) {
  const { t } = useTranslation('reports');
  const isAscending = order.order === 'asc';
  const directionLabel = isAscending ? t('reports:sort.ascending') : t('reports:sort.descending');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NativeSelect
        label={t('reports:sort.label')}
        value={order.sort}
        onChange={(event) => {
          const column = REPORT_COLUMNS.find((c) => c.sort === event.currentTarget.value);
          if (column) onSort({ sort: column.sort, order: getFirstOrder(column) });
        }}
        data={REPORT_COLUMNS.map((column) => ({
          value: column.sort,
          label: t(`reports:columns.${column.sort}`),
        }))}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="report-sort-select"
      />
      <Tooltip label={directionLabel}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={directionLabel}
          onClick={() => onSort({ ...order, order: isAscending ? 'desc' : 'asc' })}
          data-testid="report-sort-direction"
          data-order={order.order}
        >
          {isAscending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Every figure of a row (or of the totals) under its column's name, three to a line. */
function Figures({
  sortedBy,
  value,
  testIdOf,
}: {
  sortedBy: ReportOrder['sort'];
  value: (column: ReportColumn) => ReactNode;
  testIdOf?: (column: ReportColumn) => string;
}) {
  const { t } = useTranslation('reports');
  return (
    <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
      {FIGURE_COLUMNS.map((column) => (
        <div key={column.sort} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {t(`reports:columns.${column.sort}`)}
          </Text>
          {/* The figure the list is sorted by stands out, as its column's header does. */}
          <Text
            size="sm"
            fw={700}
            c={column.sort === sortedBy ? 'var(--mantine-primary-color-light-color)' : undefined}
            data-testid={testIdOf?.(column)}
          >
            {value(column)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function RowCard({
  row,
  order,
  onExclude,
  onShowLessons,
  isBusy,
}: {
  row: ReportRow;
  order: ReportOrder;
  onExclude: (row: ReportRow) => void;
  onShowLessons: (row: ReportRow) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack
      gap="sm"
      p="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={`report-row-${row.exercise_id}`}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[row.category?.name, row.author?.name].filter(Boolean).join(' · ') || '—'}
        </Text>
      </div>
      <Figures sortedBy={order.sort} value={(column) => column.cell(row)} />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconListDetails size={16} />}
          onClick={() => onShowLessons(row)}
          data-testid={`report-lessons-${row.exercise_id}`}
        >
          {t('reports:actions.lessons')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconEyeOff size={16} />}
          loading={isBusy}
          onClick={() => onExclude(row)}
          data-testid={`report-exclude-${row.exercise_id}`}
        >
          {t('reports:actions.exclude')}
        </Button>
      </Group>
    </Stack>
  );
}

function TotalsCard({ report, order }: { report: Report; order: ReportOrder }) {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder={false} bg="gray.0" radius={0} p="md" data-testid="report-totals">
      <Stack gap="xs">
        <Text fw={700}>{t('reports:totals', { count: report.totals.microblocks })}</Text>
        <Figures
          sortedBy={order.sort}
          value={(column) => column.total(report.totals)}
          testIdOf={(column) => `report-total-${column.sort}`}
        />
      </Stack>
    </Card>
  );
}

/**
 * The report on a narrow screen: the order as two controls, the totals first, then one card per
 * microblock with every figure and its actions; nothing scrolls sideways.
 */
export function ReportCards({
  report,
  order,
  onSort,
  onExclude,
  onShowLessons,
  busyId,
}: ReportListProps) {
  return (
    <Stack gap={0} data-testid="report-cards">
      <Stack gap="md" p="md">
        <SortControls order={order} onSort={onSort} />
      </Stack>
      <TotalsCard report={report} order={order} />
      {report.rows.map((row) => (
        <RowCard
          key={row.exercise_id}
          row={row}
          order={order}
          onExclude={onExclude}
          onShowLessons={onShowLessons}
          isBusy={busyId === row.exercise_id}
        />
      ))}
    </Stack>
  );
}
