import { CountSchema, type EXERCISE_FLAGS } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './get-exercises.ts';

export type ExerciseFlag = (typeof EXERCISE_FLAGS)[number];

type FlagChange = { workspaceId: number; ids: number[]; flag: ExerciseFlag; value: boolean };

function postToggle({ workspaceId, ids, flag, value }: FlagChange) {
  return requestData('/exercises/toggle', {
    method: 'POST',
    body: { workspace_id: workspaceId, ids, flag, value },
    schema: CountSchema,
  });
}

export function useToggleExercisesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postToggle,
    onSuccess: (_result, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(workspaceId) }),
  });
}
