import { CountSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { type ExerciseRoleId, getExercisesRootKey } from './get-exercises.ts';

type BulkDeletion = { workspaceId: number; roleId: ExerciseRoleId; ids: number[] };

/** All or nothing: one microblock the caller may not delete keeps every one of them. */
function postBulkDelete({ workspaceId, roleId, ids }: BulkDeletion) {
  return requestData(`/exercises/bulk/delete?role_id=${roleId}`, {
    method: 'POST',
    body: { workspace_id: workspaceId, ids },
    schema: CountSchema,
  });
}

export function useDeleteExercisesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBulkDelete,
    onSuccess: (_result, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(workspaceId) }),
  });
}
