import { ProtocolSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolKey } from './get-protocol.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type NextPlan = { workspaceId: number; protocolId: number };

function postNextPlan({ workspaceId, protocolId }: NextPlan) {
  return requestData(`/protocols/${protocolId}/plans`, {
    method: 'POST',
    body: { workspace_id: workspaceId },
    schema: ProtocolSchema,
  });
}

/** The next plan (an intermediate session) with the latest plan's choices and ten new lessons. */
export function useStartNextPlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNextPlan,
    onSuccess: (protocol, { workspaceId, protocolId }) => {
      queryClient.setQueryData(getProtocolKey({ workspaceId, protocolId }), protocol);
      return queryClient.invalidateQueries({ queryKey: getProtocolsRootKey(workspaceId) });
    },
  });
}
