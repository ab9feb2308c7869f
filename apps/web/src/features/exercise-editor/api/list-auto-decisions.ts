import { AutoDecisionSchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

const AutoDecisionPageSchema = pageOf(AutoDecisionSchema);

function listAutoDecisions(workspaceId: number, page: number, signal: AbortSignal) {
  const query = buildQueryString({ workspace_id: workspaceId, page, pageSize: LIST_PAGE_SIZE });
  return requestPage(`/exercises/auto-moderation/decisions?${query}`, {
    signal,
    schema: AutoDecisionPageSchema,
  });
}

/** What auto-moderation decided, newest first, a page at a time. */
export function useAutoDecisions(workspaceId: number, page: number) {
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'auto-moderation', 'decisions', page],
    queryFn: ({ signal }) => listAutoDecisions(workspaceId, page, signal),
    placeholderData: keepPreviousData,
  });
}
