import { LESSONS_PER_PLAN, LessonSummarySchema, pageOf } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

const LessonPageSchema = pageOf(LessonSummarySchema);
// A plan has ten lessons; one page a little larger than that holds them all.
const PLAN_LESSONS_PAGE_SIZE = Math.max(20, LESSONS_PER_PLAN);

type PlanLessonsParams = { workspaceId: number; planId: number };

async function getPlanLessons({ workspaceId, planId }: PlanLessonsParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    plan_id: planId,
    pageSize: PLAN_LESSONS_PAGE_SIZE,
  });
  const answer = await requestPage(`/lessons?${query}`, { signal, schema: LessonPageSchema });
  // The list comes in schedule order; a plan reads in lesson order.
  return [...answer.data].sort((a, b) => a.number - b.number);
}

/** The lessons of one plan, by number. */
export function usePlanLessons(params: PlanLessonsParams) {
  return useQuery({
    queryKey: [...getProtocolsRootKey(params.workspaceId), 'plan-lessons', params.planId],
    queryFn: ({ signal }) => getPlanLessons(params, signal),
  });
}
