import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

type TagMerge = { workspaceId: number; sourceIds: number[]; targetId: number };

function postMerge({ workspaceId, sourceIds, targetId }: TagMerge) {
  return requestData('/tags/merge', {
    method: 'POST',
    body: { workspace_id: workspaceId, source_ids: sourceIds, target_id: targetId },
    schema: OkSchema,
  });
}

/** Folds tags into one; microblocks show their tags, so every answer of the workspace refreshes. */
export function useMergeTagsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMerge,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_KEY, workspaceId] }),
  });
}
