import { type LessonState, LessonSummarySchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { getLessonListKey } from './lesson-keys.ts';

const LessonPageSchema = pageOf(LessonSummarySchema);

type LessonListParams = {
  workspaceId: number;
  state: LessonState;
  page: number;
  /** Only one student's lessons, or one plan's (links from a student's card). */
  clientId?: number | undefined;
  planId?: number | undefined;
  /** Only lessons with a time, or (false) only those still without one. */
  isScheduled?: boolean | undefined;
  /** Rows per page; the lists' usual size unless a short list sits beside another view. */
  pageSize?: number;
};

function getLessons(params: LessonListParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: params.workspaceId,
    state: params.state,
    client_id: params.clientId,
    plan_id: params.planId,
    is_scheduled: params.isScheduled,
    page: params.page,
    pageSize: params.pageSize ?? LIST_PAGE_SIZE,
  });
  return requestPage(`/lessons?${query}`, { signal, schema: LessonPageSchema });
}

/** The teacher's lessons in one state, a page at a time. */
export function useLessons(params: LessonListParams) {
  const { workspaceId, ...filter } = params;
  return useQuery({
    queryKey: [...getLessonListKey(workspaceId), filter],
    queryFn: ({ signal }) => getLessons(params, signal),
    placeholderData: keepPreviousData,
  });
}
