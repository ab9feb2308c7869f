import { LessonSummarySchema, PAGE_SIZE_MAX, pageOf } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const LessonsPageSchema = pageOf(LessonSummarySchema);

type PlanLessonsParams = { workspaceId: number; clientId: number; planId: number };

function getPlanLessons({ workspaceId, clientId, planId }: PlanLessonsParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    client_id: clientId,
    plan_id: planId,
    // A plan has ten lessons: one page holds them all.
    pageSize: PAGE_SIZE_MAX,
  });
  return requestPage(`/lessons?${query}`, { signal, schema: LessonsPageSchema });
}

/** The lessons of one plan of a student. */
export function usePlanLessons(params: PlanLessonsParams) {
  return useQuery({
    // Under the lessons key: a lesson prepared or finished elsewhere refreshes it.
    queryKey: [WORKSPACE_QUERY_KEY, params.workspaceId, 'lessons', 'plan', params.planId],
    queryFn: ({ signal }) => getPlanLessons(params, signal),
    select: (page) => [...page.data].sort((a, b) => a.number - b.number),
  });
}
