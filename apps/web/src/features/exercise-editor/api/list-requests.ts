import { ExerciseRequestSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

const RequestListSchema = ExerciseRequestSchema.array();

function listRequests(workspaceId: number, signal: AbortSignal) {
  return requestData(`/exercises/requests?workspace_id=${workspaceId}`, {
    signal,
    schema: RequestListSchema,
  });
}

/** Open requests of the workspace, newest first (the key the requests tab reads too). */
export function useExerciseRequestList(workspaceId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'requests'],
    queryFn: ({ signal }) => listRequests(workspaceId, signal),
    enabled: isEnabled,
  });
}
