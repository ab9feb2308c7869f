import { type ExerciseRequestInputSchema, ExerciseRequestSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './get-exercises.ts';

/** A request as the contracts schema accepts it (ids already numbers). */
type RequestBody = ReturnType<typeof ExerciseRequestInputSchema.parse>;

// The missing-interests refusal is shown under the interests field, not as a toast.
function postExerciseRequest(body: RequestBody) {
  return requestData('/exercises/requests', {
    method: 'POST',
    body,
    schema: ExerciseRequestSchema,
    handledCodes: ['REQUEST_INTERESTS_REQUIRED'],
  });
}

export function useCreateExerciseRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postExerciseRequest,
    // The requests tab counter changes too, so everything under the microblocks key refreshes.
    onSuccess: (_request, body) =>
      queryClient.invalidateQueries({ queryKey: getExercisesRootKey(body.workspace_id) }),
  });
}
