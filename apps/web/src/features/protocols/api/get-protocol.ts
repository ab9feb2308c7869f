import { ProtocolSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type ProtocolParams = { workspaceId: number; protocolId: number };

export function getProtocolKey({ workspaceId, protocolId }: ProtocolParams) {
  return [...getProtocolsRootKey(workspaceId), 'detail', protocolId] as const;
}

function getProtocol({ workspaceId, protocolId }: ProtocolParams, signal: AbortSignal) {
  return requestData(`/protocols/${protocolId}?workspace_id=${workspaceId}`, {
    signal,
    schema: ProtocolSchema,
    // A missing protocol is shown in place of the page, not as a toast on top of it.
    handledCodes: ['NOT_FOUND'],
  });
}

/** One protocol with all its plans, oldest first. */
export function useProtocol(params: ProtocolParams) {
  return useQuery({
    queryKey: getProtocolKey(params),
    queryFn: ({ signal }) => getProtocol(params, signal),
    enabled: Number.isInteger(params.protocolId),
  });
}
