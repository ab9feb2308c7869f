import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type ProtocolDeletion = { workspaceId: number; protocolId: number };

function deleteProtocol({ workspaceId, protocolId }: ProtocolDeletion) {
  return requestData(`/protocols/${protocolId}?workspace_id=${workspaceId}`, {
    method: 'DELETE',
    schema: OkSchema,
  });
}

/**
 * Deletes a protocol with its plans and lessons. Only the lists are refreshed: the screen of the
 * deleted protocol is still open until the caller leaves it, and refetching its plan would fail.
 */
export function useDeleteProtocolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProtocol,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: [...getProtocolsRootKey(workspaceId), 'list'] }),
  });
}
