import { pageOf, TagUsageSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TagUsagePageSchema = pageOf(TagUsageSchema);

/**
 * Every tag answer of one workspace lives under this key (the microblock editor's tag search
 * too), so a rename, merge or deletion refreshes them all.
 */
export function getTagsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'tags'] as const;
}

type TagUsageParams = { workspaceId: number; term: string; page: number };

function getTagUsage({ workspaceId, term, page }: TagUsageParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    term,
    page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/tags/usage?${query}`, { signal, schema: TagUsagePageSchema });
}

/** One page of the workspace's tags with how many microblocks use each. */
export function useTagUsage(params: TagUsageParams, isEnabled = true) {
  const { workspaceId, term, page } = params;
  return useQuery({
    queryKey: [...getTagsRootKey(workspaceId), 'usage', { term: term.trim(), page }],
    queryFn: ({ signal }) => getTagUsage(params, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
