import type { Category, CategoryReorder } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { CategoryListSchema, getCategoriesKey } from '../../../lib/categories-query.ts';

/** The new place of one category: its parent and its order among that parent's children. */
export type CategoryMove = { id: number; parent: number; order: number };

type Reorder = { workspaceId: number; items: CategoryMove[] };

/** The list as it will be once the moves are applied: what the screen shows while they save. */
function applyCategoryMoves(
  categories: readonly Category[],
  items: readonly CategoryMove[],
): Category[] {
  const moves = new Map(items.map((item) => [item.id, item]));
  return categories.map((category) => {
    const move = moves.get(category.id);
    return move ? { ...category, parent: move.parent, order: move.order } : category;
  });
}

function putReorder({ workspaceId, items }: Reorder) {
  const body: CategoryReorder = { workspace_id: workspaceId, items };
  return requestData(`/workspaces/${workspaceId}/categories`, {
    method: 'PUT',
    body,
    schema: CategoryListSchema,
  });
}

/**
 * Moves show at once; the server's answer (the whole list, as saved in one transaction) then
 * replaces the cache, and a refusal puts the list back as it was. The client's error
 * notification carries the server's reason.
 */
export function useReorderCategoriesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putReorder,
    onMutate: async ({ workspaceId, items }) => {
      const key = getCategoriesKey(workspaceId);
      // A refetch landing after the optimistic change would show the old order for a moment.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Category[]>(key);
      if (previous) queryClient.setQueryData(key, applyCategoryMoves(previous, items));
      return { previous };
    },
    onError: (_error, { workspaceId }, context) => {
      if (context?.previous)
        queryClient.setQueryData(getCategoriesKey(workspaceId), context.previous);
    },
    onSuccess: (categories, { workspaceId }) =>
      queryClient.setQueryData(getCategoriesKey(workspaceId), categories),
  });
}
