import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './get-exercises.ts';

type RequestRef = { workspaceId: number; id: number };

function deleteExerciseRequest({ id }: RequestRef) {
  return requestData(`/exercises/requests/${id}`, { method: 'DELETE', schema: OkSchema });
}

export function useDeleteExerciseRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExerciseRequest,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(workspaceId) }),
  });
}
