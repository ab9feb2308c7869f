import { ExerciseSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { type ExerciseRoleId, getExercisesRootKey } from './exercise-keys.ts';

/** How often a deck still being rendered on the server is asked about again. */
const RENDER_POLL_MS = 2000;

export function getExerciseKey(workspaceId: number, exerciseId: number, roleId: ExerciseRoleId) {
  return [...getExercisesRootKey(workspaceId), 'detail', exerciseId, roleId] as const;
}

function getExercise(exerciseId: number, roleId: ExerciseRoleId, signal: AbortSignal) {
  return requestData(`/exercises/${exerciseId}?role_id=${roleId}`, {
    signal,
    schema: ExerciseSchema,
    // A missing or foreign microblock is shown in place of the screen, not as a toast.
    handledCodes: ['NOT_FOUND'],
  });
}

type ExerciseParams = { workspaceId: number; exerciseId: number; roleId: ExerciseRoleId };

export function useExercise({ workspaceId, exerciseId, roleId }: ExerciseParams) {
  return useQuery({
    queryKey: getExerciseKey(workspaceId, exerciseId, roleId),
    queryFn: ({ signal }) => getExercise(exerciseId, roleId, signal),
    enabled: Number.isInteger(exerciseId) && exerciseId > 0,
    // The slides appear by themselves once the server's render job finishes.
    refetchInterval: (query) =>
      query.state.data?.presentation.render_state === 'pending' ? RENDER_POLL_MS : false,
  });
}
