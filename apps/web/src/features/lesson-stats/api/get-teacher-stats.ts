import { TeacherLessonStatsSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TeacherStatsListSchema = TeacherLessonStatsSchema.array();

/** A period of days, both included, as the API takes it (YYYY-MM-DD). */
export type StatsRange = { start: string; end: string };

// A wrong period is shown under the date fields, not as a red toast over the page.
export const STATS_HANDLED_CODES = ['VALIDATION_FAILED'] as const;

export function getLessonStatsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'lesson-stats'] as const;
}

export function buildPeriodQuery(workspaceId: number, range: StatsRange): string {
  return new URLSearchParams({
    workspace_id: String(workspaceId),
    start_date: range.start,
    end_date: range.end,
  }).toString();
}

function getTeacherStats(workspaceId: number, range: StatsRange, signal: AbortSignal) {
  return requestData(`/users/lesson-statistic/all?${buildPeriodQuery(workspaceId, range)}`, {
    signal,
    schema: TeacherStatsListSchema,
    handledCodes: STATS_HANDLED_CODES,
  });
}

/** Finished lessons per teacher of the workspace in the period; null range waits. */
export function useTeacherStats(workspaceId: number, range: StatsRange | null) {
  return useQuery({
    queryKey: [...getLessonStatsRootKey(workspaceId), 'teachers', range?.start, range?.end],
    queryFn: ({ signal }) => getTeacherStats(workspaceId, range as StatsRange, signal),
    enabled: range !== null,
    // The old figures stay (dimmed) while another period loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
