import { ProtocolSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolKey } from './get-protocol.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

export type ShareLinkAction = 'rotate' | 'revoke';

type ShareLinkChange = { workspaceId: number; protocolId: number; action: ShareLinkAction };

function postShareLink({ workspaceId, protocolId, action }: ShareLinkChange) {
  return requestData(`/protocols/${protocolId}/share/${action}`, {
    method: 'POST',
    body: { workspace_id: workspaceId },
    schema: ProtocolSchema,
  });
}

/** A new parent link (the previous one stops working) or none at all. */
export function useChangeShareLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postShareLink,
    onSuccess: (protocol, { workspaceId, protocolId }) => {
      queryClient.setQueryData(getProtocolKey({ workspaceId, protocolId }), protocol);
      return queryClient.invalidateQueries({ queryKey: getProtocolsRootKey(workspaceId) });
    },
  });
}
