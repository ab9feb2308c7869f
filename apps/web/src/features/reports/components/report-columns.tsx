import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Report, ReportRow, ReportSort } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOrder } from '../api/reports-api.ts';
import { formatDuration, formatRate } from './format-figures.ts';

export type ReportColumn = {
  sort: ReportSort;
  align: 'left' | 'right';
  cell: (row: ReportRow) => ReactNode;
  total: (totals: Report['totals']) => ReactNode;
};

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

/** The report's columns: three that name a microblock, then its figures, in the table's order. */
export const REPORT_COLUMNS: ReportColumn[] = [
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

/** The columns of figures (everything after title, category and author). */
export const FIGURE_COLUMNS = REPORT_COLUMNS.slice(3);

/** Texts sort A to Z first, figures the largest first. */
export function getFirstOrder(column: ReportColumn): ReportOrder['order'] {
  return column.align === 'left' ? 'asc' : 'desc';
}

/** What the report shows and the actions on its rows, whichever way it is drawn. */
export type ReportListProps = {
  report: Report;
  order: ReportOrder;
  onSort: (order: ReportOrder) => void;
  onExclude: (row: ReportRow) => void;
  onShowLessons: (row: ReportRow) => void;
  busyId: number | null;
};
