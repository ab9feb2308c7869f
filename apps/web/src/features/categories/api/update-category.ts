import { CategorySchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshCategories } from './get-categories.ts';

/** Renaming and describing; the place in the tree changes only by moving (the bulk reorder). */
type CategoryUpdate = {
  id: number;
  body: { name: string; description: string; workspace_id: number };
};

function putCategory({ id, body }: CategoryUpdate) {
  return requestData(`/workspaces/${body.workspace_id}/categories/${id}`, {
    method: 'PUT',
    body,
    schema: CategorySchema,
  });
}

export function useUpdateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCategory,
    onSuccess: (category, { body }) => refreshCategories(queryClient, body.workspace_id, category),
  });
}
