import { type PageMeta, type ProjectUser, ProjectUserSchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

export type ProjectUsersFilter = {
  workspaceId: number;
  search: string;
  isOnlyActive: boolean;
  page: number;
};

type ProjectUsersPage = { data: ProjectUser[]; meta: PageMeta };

const ProjectUsersPageSchema = pageOf(ProjectUserSchema);

/** Every list of one project's users, whatever the filter: what a change must refresh. */
function getProjectUsersKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'users'] as const;
}

function getProjectUsers(filter: ProjectUsersFilter, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: filter.workspaceId,
    search: filter.search,
    onlyActive: filter.isOnlyActive,
    page: filter.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/users?${query}`, { signal, schema: ProjectUsersPageSchema });
}

export function useProjectUsers(filter: ProjectUsersFilter) {
  const { workspaceId, search, isOnlyActive, page } = filter;
  return useQuery({
    queryKey: [...getProjectUsersKey(workspaceId), { search, isOnlyActive, page }],
    queryFn: ({ signal }) => getProjectUsers(filter, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * Shows a changed user at once in every cached list, then refetches: the change may move them
 * out of a filtered list (a deactivated user under "only active") or change the totals.
 */
export function refreshProjectUsers(
  queryClient: QueryClient,
  workspaceId: number,
  changed?: ProjectUser,
): Promise<void> {
  const key = getProjectUsersKey(workspaceId);
  if (changed) {
    queryClient.setQueriesData<ProjectUsersPage>({ queryKey: key }, (page) =>
      page
        ? { ...page, data: page.data.map((user) => (user.id === changed.id ? changed : user)) }
        : page,
    );
  }
  return queryClient.invalidateQueries({ queryKey: key });
}
