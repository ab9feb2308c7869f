import { ExerciseRequestSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './get-exercises.ts';

const RequestListSchema = ExerciseRequestSchema.array();

function getExerciseRequestsKey(workspaceId: number) {
  return [...getExercisesRootKey(workspaceId), 'requests'] as const;
}

function getExerciseRequests(workspaceId: number, signal: AbortSignal) {
  return requestData(`/exercises/requests?workspace_id=${workspaceId}`, {
    signal,
    schema: RequestListSchema,
  });
}

/** Newest first, as the server sends them; the list is short, so it is not paged. */
export function useExerciseRequests(workspaceId: number) {
  return useQuery({
    queryKey: getExerciseRequestsKey(workspaceId),
    queryFn: ({ signal }) => getExerciseRequests(workspaceId, signal),
  });
}
