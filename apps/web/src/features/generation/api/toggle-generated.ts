import { CountSchema, type Exercise } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getGeneratedExerciseKey, getGeneratedListKey } from './generation-keys.ts';

type ReadOnlyChange = { workspaceId: number; ids: number[]; isReadOnly: boolean };

/** All or nothing: one id that is not a themed microblock of the workspace keeps every one. */
function postToggle({ workspaceId, ids, isReadOnly }: ReadOnlyChange) {
  return requestData('/exercises/generated/bulk/toggle', {
    method: 'POST',
    body: { workspace_id: workspaceId, ids, is_read_only: isReadOnly },
    schema: CountSchema,
  });
}

export function useToggleGeneratedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postToggle,
    onSuccess: (_result, { workspaceId, ids, isReadOnly }) => {
      // An open preview shows the new flag at once; the list is read again.
      for (const id of ids) {
        queryClient.setQueryData<Exercise>(getGeneratedExerciseKey(workspaceId, id), (exercise) =>
          exercise ? { ...exercise, is_read_only: isReadOnly } : exercise,
        );
      }
      return queryClient.invalidateQueries({ queryKey: getGeneratedListKey(workspaceId) });
    },
  });
}
