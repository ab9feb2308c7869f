import { CategorySchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from './api-client.ts';
import { WORKSPACE_QUERY_KEY } from './query-client.ts';

export const CategoryListSchema = CategorySchema.array();

/** The whole flat list of one workspace: the tree is built from it on the client. */
export function getCategoriesKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'categories'] as const;
}

function getCategories(workspaceId: number, signal: AbortSignal) {
  return requestData(`/workspaces/${workspaceId}/categories`, {
    signal,
    schema: CategoryListSchema,
  });
}

/**
 * The workspace's flat category list: the categories screens, the library filter, the microblock
 * form and the template blocks all read and refresh this one cached answer.
 */
export function useCategories(workspaceId: number) {
  return useQuery({
    queryKey: getCategoriesKey(workspaceId),
    queryFn: ({ signal }) => getCategories(workspaceId, signal),
  });
}
