import { TagSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getTagsRootKey } from './get-tag-usage.ts';

type TagRename = { workspaceId: number; id: number; name: string };

// A name another tag has is explained under the name field (merge them instead).
const HANDLED_CODES = ['VALIDATION_FAILED', 'TAG_TAKEN'] as const;

function putTag({ workspaceId, id, name }: TagRename) {
  return requestData(`/tags/${id}`, {
    method: 'PUT',
    body: { workspace_id: workspaceId, name },
    schema: TagSchema,
    handledCodes: HANDLED_CODES,
  });
}

export function useRenameTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTag,
    onSuccess: (_tag, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getTagsRootKey(workspaceId) }),
  });
}
