import { CategorySchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshCategories } from './get-categories.ts';

type NewCategory = {
  name: string;
  description: string;
  parent: number;
  is_folder: boolean;
  workspace_id: number;
};

function postCategory(body: NewCategory) {
  return requestData(`/workspaces/${body.workspace_id}/categories`, {
    method: 'POST',
    body,
    schema: CategorySchema,
  });
}

export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCategory,
    onSuccess: (category, body) => refreshCategories(queryClient, body.workspace_id, category),
  });
}
