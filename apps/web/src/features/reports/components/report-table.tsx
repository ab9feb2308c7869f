import {
  ActionIcon,
  Group,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Report, ReportRow, ReportSort } from '@slovo/contracts';
import {
  IconChevronDown,
  IconChevronUp,
  IconEyeOff,
  IconListDetails,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOrder } from '../api/reports-api.ts';
import { formatDuration, formatRate } from './format-figures.ts';

type Column = {
  sort: ReportSort;
  align: 'left' | 'right';
  cell: (row: ReportRow) => ReactNode;
  total: (totals: Report['totals']) => ReactNode;
};

const COLUMNS: Column[] = [
  { sort: 'title', align: 'left', cell: (r) => r.title, total: () => null },
  { sort: 'category', align: 'left', cell: (r) => r.category?.name ?? '—', total: () => null },
  { sort: 'author', align: 'left', cell: (r) => r.author?.name ?? '—', total: () => null },
  { sort: 'lessons', align: 'right', cell: (r) => r.lessons, total: (t) => t.lessons },
  { sort: 'plays', align: 'right', cell: (r) => r.plays, total: (t) => t.plays },
  {
    sort: 'seconds',
    align: 'right',
    cell: (r) => <TimeOnSlides figures={r} />,
    total: (t) => <TimeOnSlides figures={t} />,
  },
  {
    sort: 'correct_rate',
    align: 'right',
    cell: (r) => formatRate(r.correct_rate),
    total: (t) => formatRate(t.correct_rate),
  },
  {
    sort: 'incorrect_rate',
    align: 'right',
    cell: (r) => formatRate(r.incorrect_rate),
    total: (t) => formatRate(t.incorrect_rate),
  },
  {
    sort: 'prompted_rate',
    align: 'right',
    cell: (r) => formatRate(r.prompted_rate),
    total: (t) => formatRate(t.prompted_rate),
  },
  { sort: 'likes', align: 'right', cell: (r) => r.likes, total: (t) => t.likes },
  { sort: 'dislikes', align: 'right', cell: (r) => r.dislikes, total: (t) => t.dislikes },
  {
    sort: 'open_tickets',
    align: 'right',
    cell: (r) => r.open_tickets,
    total: (t) => t.open_tickets,
  },
];

/**
 * Time on slides; with `≈` when part of it is an even share of a lesson the player did not time
 * per microblock (decision 045), the estimated part named on hover and to screen readers.
 */
function TimeOnSlides({ figures }: { figures: { seconds: number; estimated_seconds: number } }) {
  const { t } = useTranslation('reports');
  const time = formatDuration(figures.seconds);
  if (figures.estimated_seconds === 0) return time;
  const label = t('reports:estimated.cell', {
    time,
    estimated: formatDuration(figures.estimated_seconds),
  });
  return (
    <Tooltip label={label}>
      <Text span inherit data-estimated="true" style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden>≈&nbsp;{time}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

function SortHeader({
  column,
  order,
  onSort,
}: {
  column: Column;
  order: ReportOrder;
  onSort: (order: ReportOrder) => void;
}) {
  const { t } = useTranslation('reports');
  const isActive = order.sort === column.sort;
  const Icon = isActive ? (order.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  // Texts sort A to Z first, figures the largest first.
  const firstOrder = column.align === 'left' ? 'asc' : 'desc';
  const next = () =>
    onSort({
      sort: column.sort,
      order: isActive ? (order.order === 'asc' ? 'desc' : 'asc') : firstOrder,
    });
  return (
    <Table.Th
      ta={column.align}
      aria-sort={isActive ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton onClick={next} data-testid={`report-sort-${column.sort}`}>
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={600} size="xs">
            {t(`reports:columns.${column.sort}`)}
          </Text>
          <Icon size={12} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

type ReportTableProps = {
  report: Report;
  order: ReportOrder;
  onSort: (order: ReportOrder) => void;
  onExclude: (row: ReportRow) => void;
  onShowLessons: (row: ReportRow) => void;
  busyId: number | null;
};

/** Microblocks with their figures, a sortable header and the totals of what is shown. */
export function ReportTable({
  report,
  order,
  onSort,
  onExclude,
  onShowLessons,
  busyId,
}: ReportTableProps) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Table.ScrollContainer minWidth={980}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
          fz="sm"
          data-testid="report-table"
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.sort} column={column} order={order} onSort={onSort} />
              ))}
              <Table.Th>
                <VisuallyHidden>{t('reports:columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.exercise_id} data-testid={`report-row-${row.exercise_id}`}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.sort} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t('reports:actions.lessons')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('reports:actions.lessons')}
                        onClick={() => onShowLessons(row)}
                        data-testid={`report-lessons-${row.exercise_id}`}
                      >
                        <IconListDetails size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('reports:actions.exclude')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('reports:actions.exclude')}
                        loading={busyId === row.exercise_id}
                        onClick={() => onExclude(row)}
                        data-testid={`report-exclude-${row.exercise_id}`}
                      >
                        <IconEyeOff size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="report-totals">
              <Table.Th colSpan={3}>
                {t('reports:totals', { count: report.totals.microblocks })}
              </Table.Th>
              {COLUMNS.slice(3).map((column) => (
                <Table.Th key={column.sort} ta="right" data-testid={`report-total-${column.sort}`}>
                  {column.total(report.totals)}
                </Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {report.totals.estimated_seconds > 0 && (
        <Text size="xs" c="dimmed" px="sm" py="xs" data-testid="report-estimated-note">
          {t('reports:estimated.note')}
        </Text>
      )}
    </>
  );
}
