import type { Report, ReportRow, ReportSort } from '@slovo/contracts';
import type { ReactNode } from 'react';
import type { ReportOrder } from '../api/reports-api.ts';
import { formatDuration, formatRate } from './format-figures.ts';

export type ReportColumn = {
  sort: ReportSort;
  align: 'left' | 'right';
  cell: (row: ReportRow) => ReactNode;
  total: (totals: Report['totals']) => ReactNode;
};

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
    cell: (r) => formatDuration(r.seconds),
    total: (t) => formatDuration(t.seconds),
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
