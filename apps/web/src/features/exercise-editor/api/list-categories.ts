import { CategorySchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const CategoryListSchema = CategorySchema.array();

function listCategories(workspaceId: number, signal: AbortSignal) {
  return requestData(`/workspaces/${workspaceId}/categories`, {
    signal,
    schema: CategoryListSchema,
  });
}

/**
 * The workspace's flat category list. The key is the one the categories screens use, so both
 * read and refresh the same answer.
 */
export function useCategoryList(workspaceId: number) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'categories'],
    queryFn: ({ signal }) => listCategories(workspaceId, signal),
  });
}
