import { TagSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TagListSchema = TagSchema.array();

function listTags(workspaceId: number, term: string, signal: AbortSignal) {
  const query = buildQueryString({ workspace_id: workspaceId, term });
  return requestData(`/tags?${query}`, { signal, schema: TagListSchema });
}

/** Up to 50 tags by name; the server searches, so large vocabularies stay reachable. */
export function useTags(workspaceId: number, term: string) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'tags', term.trim()],
    queryFn: ({ signal }) => listTags(workspaceId, term, signal),
    // The shown suggestions stay while the next search answers, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
