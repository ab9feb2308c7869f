import { CountSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

export type GenerationFlag = 'is_ready_for_generation' | 'is_excluded_from_generation';

type FlagChange = { workspaceId: number; exerciseId: number; flag: GenerationFlag; value: boolean };

/** The moderators' flag switch (the same call the list's bulk flags make, for one microblock). */
function postFlag({ workspaceId, exerciseId, flag, value }: FlagChange) {
  return requestData('/exercises/toggle', {
    method: 'POST',
    body: { workspace_id: workspaceId, ids: [exerciseId], flag, value },
    schema: CountSchema,
  });
}

export function useSetGenerationFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFlag,
    // The microblock, its lists and counters: a decision saved next sends the flag as it now is.
    onSuccess: (_result, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(workspaceId) }),
  });
}
