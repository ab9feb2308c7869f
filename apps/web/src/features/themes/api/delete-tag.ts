import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getTagsRootKey } from './get-tag-usage.ts';

type TagDeletion = { workspaceId: number; id: number };

/** Only a tag no microblock uses goes; otherwise the server explains to merge it instead. */
function deleteTag({ workspaceId, id }: TagDeletion) {
  return requestData(`/tags/${id}?workspace_id=${workspaceId}`, {
    method: 'DELETE',
    schema: OkSchema,
  });
}

export function useDeleteTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getTagsRootKey(workspaceId) }),
  });
}
