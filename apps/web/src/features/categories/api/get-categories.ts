import { type Category, CategorySchema } from '@slovo/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

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

export function useCategories(workspaceId: number) {
  return useQuery({
    queryKey: getCategoriesKey(workspaceId),
    queryFn: ({ signal }) => getCategories(workspaceId, signal),
  });
}

/**
 * Shows a created or changed category at once, then refetches: a deletion may also have moved or
 * removed the contents of a folder, which only the server knows.
 */
export function refreshCategories(
  queryClient: QueryClient,
  workspaceId: number,
  changed?: Category,
): Promise<void> {
  const key = getCategoriesKey(workspaceId);
  if (changed) {
    queryClient.setQueryData<Category[]>(key, (categories) =>
      categories
        ? [...categories.filter((category) => category.id !== changed.id), changed]
        : categories,
    );
  }
  return queryClient.invalidateQueries({ queryKey: key });
}
