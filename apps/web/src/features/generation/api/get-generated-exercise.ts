import { ExerciseSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getGeneratedExerciseKey } from './generation-keys.ts';

/** How often a deck the server is still rendering is asked about again. */
const RENDER_POLL_MS = 2000;

function getGeneratedExercise(exerciseId: number, signal: AbortSignal) {
  return requestData(`/exercises/generated/${exerciseId}`, {
    signal,
    schema: ExerciseSchema,
    // A version deleted meanwhile is shown in the preview itself, not as a toast.
    handledCodes: ['NOT_FOUND'],
  });
}

type GeneratedRef = { workspaceId: number; exerciseId: number };

/** One themed version with its slides, for the preview. */
export function useGeneratedExercise({ workspaceId, exerciseId }: GeneratedRef) {
  return useQuery({
    queryKey: getGeneratedExerciseKey(workspaceId, exerciseId),
    queryFn: ({ signal }) => getGeneratedExercise(exerciseId, signal),
    // The slides appear by themselves once the server's render job finishes.
    refetchInterval: (query) =>
      query.state.data?.presentation.render_state === 'pending' ? RENDER_POLL_MS : false,
  });
}
