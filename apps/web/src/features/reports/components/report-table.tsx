import {
  ActionIcon,
  Group,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEyeOff,
  IconListDetails,
  IconSelector,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import type { ReportOrder } from '../api/reports-api.ts';
import {
  FIGURE_COLUMNS,
  getFirstOrder,
  REPORT_COLUMNS,
  type ReportColumn,
  type ReportListProps,
} from './report-columns.tsx';

function SortHeader({
  column,
  order,
  onSort,
}: {
  column: ReportColumn;
  order: ReportOrder;
  onSort: (order: ReportOrder) => void;
}) {
  const { t } = useTranslation('reports');
  const isActive = order.sort === column.sort;
  const Icon = isActive ? (order.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  const firstOrder = getFirstOrder(column);
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

/** Microblocks with their figures, a sortable header and the totals of what is shown. */
export function ReportTable({
  report,
  order,
  onSort,
  onExclude,
  onShowLessons,
  busyId,
}: ReportListProps) {
  const { t } = useTranslation('reports');
  return (
    // Twelve columns take more room than a laptop's card gives them, the more so in Polish and
    // Ukrainian: they scroll sideways under the microblock's name, which stays in place.
    <TableFrame stickyFirstColumn data-testid="report-table-frame">
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
            {REPORT_COLUMNS.map((column) => (
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
              {REPORT_COLUMNS.map((column) => (
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
            {/* Under the name, which stays in place as the figures scroll, not across three. */}
            <Table.Th>{t('reports:totals', { count: report.totals.microblocks })}</Table.Th>
            <Table.Th />
            <Table.Th />
            {FIGURE_COLUMNS.map((column) => (
              <Table.Th key={column.sort} ta="right" data-testid={`report-total-${column.sort}`}>
                {column.total(report.totals)}
              </Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableFrame>
  );
}
