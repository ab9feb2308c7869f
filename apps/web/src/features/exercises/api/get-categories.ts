import { CategorySchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const CategoryListSchema = CategorySchema.array();

function getCategories(workspaceId: number, signal: AbortSignal) {
  return requestData(`/workspaces/${workspaceId}/categories`, {
    signal,
    schema: CategoryListSchema,
  });
}

/**
 * The workspace's flat category list for the library filter. Features do not import each other,
 * so this repeats the categories call under the same key: both screens share one cached answer.
 */
export function useCategoryOptions(workspaceId: number) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'categories'],
    queryFn: ({ signal }) => getCategories(workspaceId, signal),
  });
}
