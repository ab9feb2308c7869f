import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { refreshCategories } from './get-categories.ts';

/** `move`: the contents go up to the folder's parent; `delete`: the whole subtree goes. */
export type FolderContentsChoice = 'move' | 'delete';

type CategoryDeletion = {
  workspaceId: number;
  id: number;
  contents?: FolderContentsChoice;
  /** The category that takes the microblocks filed under what is deleted. */
  exercisesTo?: number;
};

// Both refusals are questions, not failures: the screen asks what to do with the contents, then
// where the microblocks go. Once a target is chosen, the same refusal means the tree changed under
// the user, and the server's message is the clearest account of it.
function deleteCategory({ workspaceId, id, contents, exercisesTo }: CategoryDeletion) {
  const query = buildQueryString({ contents, exercises_to: exercisesTo });
  return requestData(`/workspaces/${workspaceId}/categories/${id}${query ? `?${query}` : ''}`, {
    method: 'DELETE',
    schema: OkSchema,
    handledCodes: exercisesTo === undefined ? ['CATEGORY_NOT_EMPTY', 'CATEGORY_HAS_EXERCISES'] : [],
  });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_ok, { workspaceId }) => refreshCategories(queryClient, workspaceId),
  });
}
