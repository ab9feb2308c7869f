import { AutoModerationSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

export function getAutoModerationKey(workspaceId: number) {
  return [...getExercisesRootKey(workspaceId), 'auto-moderation', 'settings'] as const;
}

function getAutoModeration(workspaceId: number, signal: AbortSignal) {
  return requestData(`/exercises/auto-moderation?workspace_id=${workspaceId}`, {
    signal,
    schema: AutoModerationSchema,
  });
}

export function useAutoModeration(workspaceId: number) {
  return useQuery({
    queryKey: getAutoModerationKey(workspaceId),
    queryFn: ({ signal }) => getAutoModeration(workspaceId, signal),
  });
}
