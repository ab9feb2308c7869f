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
 * The project's flat category list, the tree a block chooses from. The key is the one the
 * categories screens use, so all of them read and refresh the same answer.
 */
export function useCategories(workspaceId: number) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'categories'],
    queryFn: ({ signal }) => getCategories(workspaceId, signal),
  });
}
