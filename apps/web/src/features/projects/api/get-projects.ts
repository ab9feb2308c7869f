import { pageOf, WorkspaceSchema } from '@slovo/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/query-client.ts';

export type ProjectsFilter = { isArchived: boolean; search: string; page: number };

const PROJECTS_QUERY_KEY = 'projects';
const ProjectsPageSchema = pageOf(WorkspaceSchema);

function getProjects(filter: ProjectsFilter, signal: AbortSignal) {
  const query = buildQueryString({
    search: filter.search,
    page: filter.page,
    pageSize: LIST_PAGE_SIZE,
  });
  const path = filter.isArchived ? '/workspaces/archived' : '/workspaces';
  return requestPage(`${path}?${query}`, { signal, schema: ProjectsPageSchema });
}

export function useProjects(filter: ProjectsFilter) {
  const { isArchived, search, page } = filter;
  return useQuery({
    queryKey: [PROJECTS_QUERY_KEY, isArchived ? 'archived' : 'live', { search, page }],
    queryFn: ({ signal }) => getProjects(filter, signal),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * After any project change: both tabs may have changed, and so may the signed-in user's project
 * list behind the header selector (a new, renamed, archived or restored project).
 */
export async function refreshProjects(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [PROJECTS_QUERY_KEY] }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  ]);
}
