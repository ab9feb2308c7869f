import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { refreshCategories } from './get-categories.ts';

/** `move`: the contents go up to the folder's parent; `delete`: the whole subtree goes. */
export type FolderContentsChoice = 'move' | 'delete';

type CategoryDeletion = { workspaceId: number; id: number; contents?: FolderContentsChoice };

// CATEGORY_NOT_EMPTY is a question, not a failure: the screen asks what to do with the contents.
function deleteCategory({ workspaceId, id, contents }: CategoryDeletion) {
  const query = buildQueryString({ contents });
  return requestData(`/workspaces/${workspaceId}/categories/${id}${query ? `?${query}` : ''}`, {
    method: 'DELETE',
    schema: OkSchema,
    handledCodes: ['CATEGORY_NOT_EMPTY'],
  });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_ok, { workspaceId }) => refreshCategories(queryClient, workspaceId),
  });
}
