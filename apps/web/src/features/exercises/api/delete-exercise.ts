import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { type ExerciseRoleId, getExercisesRootKey } from './get-exercises.ts';

type ExerciseRef = { workspaceId: number; roleId: ExerciseRoleId; id: number };

function deleteExercise({ roleId, id }: ExerciseRef) {
  return requestData(`/exercises/${id}?role_id=${roleId}`, { method: 'DELETE', schema: OkSchema });
}

export function useDeleteExerciseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(workspaceId) }),
  });
}
