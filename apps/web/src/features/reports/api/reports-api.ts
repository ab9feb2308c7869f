import {
  type ReportExclusionKind,
  ReportExclusionSchema,
  ReportLessonSchema,
  ReportSchema,
  type ReportSort,
} from '@slovo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/** A range of days, both included, as the API takes it (YYYY-MM-DD). */
export type ReportRange = { start: string; end: string };

export type ReportFilters = {
  categoryId: number | null;
  authorId: number | null;
  themeId: number | null;
};

export type ReportOrder = { sort: ReportSort; order: 'asc' | 'desc' };

export type ReportView = {
  workspaceId: number;
  range: ReportRange;
  filters: ReportFilters;
  order: ReportOrder;
};

// A wrong range is shown under the date fields, not as a red toast over the page.
const HANDLED_CODES = ['VALIDATION_FAILED'] as const;

const getReportsKey = (workspaceId: number) =>
  [WORKSPACE_QUERY_KEY, workspaceId, 'reports'] as const;

/** The query of the report and of its CSV: the same, so the file holds what is shown. */
function buildReportQuery({ workspaceId, range, filters, order }: ReportView): string {
  return buildQueryString({
    workspace_id: workspaceId,
    start_date: range.start,
    end_date: range.end,
    category_id: filters.categoryId ?? undefined,
    author_id: filters.authorId ?? undefined,
    theme_id: filters.themeId ?? undefined,
    sort: order.sort,
    order: order.order,
  });
}

/** The report for the view; a null view (a range being fixed) waits. */
export function useReport(view: ReportView | null) {
  return useQuery({
    queryKey: [
      ...getReportsKey(view?.workspaceId ?? 0),
      'report',
      view ? buildReportQuery(view) : null,
    ],
    queryFn: ({ signal }) =>
      requestData(`/reports?${buildReportQuery(view as ReportView)}`, {
        signal,
        schema: ReportSchema,
        handledCodes: HANDLED_CODES,
      }),
    enabled: view !== null,
    // The old figures stay (dimmed) while another range or order loads: the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useReportExclusions(workspaceId: number) {
  return useQuery({
    queryKey: [...getReportsKey(workspaceId), 'exclusions'],
    queryFn: ({ signal }) =>
      requestData(`/reports/exclusions?workspace_id=${workspaceId}`, {
        signal,
        schema: ReportExclusionSchema.array(),
      }),
  });
}

/** The lessons of the range a microblock was in; null waits (nothing opened). */
export function useReportLessons(
  workspaceId: number,
  range: ReportRange | null,
  exerciseId: number | null,
) {
  return useQuery({
    queryKey: [...getReportsKey(workspaceId), 'lessons', exerciseId, range?.start, range?.end],
    queryFn: ({ signal }) =>
      requestData(
        `/reports/lessons?${buildQueryString({
          workspace_id: workspaceId,
          start_date: range?.start,
          end_date: range?.end,
          exercise_id: exerciseId ?? undefined,
        })}`,
        { signal, schema: ReportLessonSchema.array() },
      ),
    enabled: range !== null && exerciseId !== null,
  });
}

export type ReportItemChange = {
  kind: ReportExclusionKind;
  id: number;
  action: 'exclude' | 'include';
};

/** Excludes an item from the project's report or includes it back; the report is read again. */
export function useChangeReportItem(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action }: ReportItemChange) =>
      requestData(`/${action}`, {
        method: 'POST',
        body: { workspace_id: workspaceId, kind, id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getReportsKey(workspaceId) }),
  });
}

/** Downloads the rows shown as CSV (its header row in the UI language). */
export function useExportReport() {
  return useMutation({
    mutationFn: (view: ReportView) =>
      downloadFile(`/reports/export?${buildReportQuery(view)}`, {
        accept: 'text/csv',
        fallbackName: `report-${view.range.start}-${view.range.end}.csv`,
      }),
  });
}
