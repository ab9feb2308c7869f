import { ExerciseSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

type DeckReplacement = { workspaceId: number; exerciseId: number; presentationId: number };

// Refusals are told in the dialog, next to the file they concern.
const HANDLED_CODES = ['DECK_NOT_REPLACEABLE', 'VALIDATION_FAILED', 'NOT_FOUND'] as const;

function putDeck({ workspaceId, exerciseId, presentationId }: DeckReplacement) {
  return requestData(`/exercises/${exerciseId}/deck`, {
    method: 'PUT',
    body: { workspace_id: workspaceId, presentation_id: presentationId },
    schema: ExerciseSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** A moderator's new deck for an accepted microblock; it stays accepted (decision 046). */
export function useReplaceDeckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDeck,
    // The microblock, its lists and covers all show the new slides.
    onSuccess: (exercise) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(exercise.workspace_id) }),
  });
}
