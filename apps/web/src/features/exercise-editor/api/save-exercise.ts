import { type ExerciseInput, ExerciseSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { type ExerciseRoleId, getExercisesRootKey } from './exercise-keys.ts';
import { getExerciseKey } from './get-exercise.ts';

type ExerciseSave = {
  /** Absent for a new microblock. */
  exerciseId?: number;
  roleId: ExerciseRoleId;
  body: ExerciseInput;
  /** The caller tells every refusal itself (the form, next to its buttons): no notification. */
  isSilent?: boolean;
};

// These answers name a field or a decision the screen shows in its own place.
const HANDLED_CODES = [
  'VALIDATION_FAILED',
  'EXERCISE_TITLE_TAKEN',
  'DECLINE_COMMENT_REQUIRED',
  'STATUS_UNCHANGED',
] as const;

function sendExercise({ exerciseId, roleId, body, isSilent }: ExerciseSave) {
  const path = exerciseId === undefined ? '/exercises' : `/exercises/${exerciseId}`;
  return requestData(`${path}?role_id=${roleId}`, {
    method: exerciseId === undefined ? 'POST' : 'PUT',
    body,
    schema: ExerciseSchema,
    handledCodes: HANDLED_CODES,
    isSilent,
  });
}

/** Creates a microblock or saves it whole (the PUT takes every field, decisions included). */
export function useSaveExerciseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendExercise,
    onSuccess: (exercise, { roleId }) => {
      queryClient.setQueryData(
        getExerciseKey(exercise.workspace_id, exercise.id, roleId),
        exercise,
      );
      return queryClient.invalidateQueries({
        queryKey: getExercisesRootKey(exercise.workspace_id),
      });
    },
  });
}
