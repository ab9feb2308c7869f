import { ClientSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getClientKey } from './client-keys.ts';

function getClient(workspaceId: number, clientId: number, signal: AbortSignal) {
  return requestData(`/clients/${clientId}?workspace_id=${workspaceId}`, {
    signal,
    schema: ClientSchema,
    // A missing or foreign student is shown in place of the screen, not as a toast.
    handledCodes: ['NOT_FOUND'],
  });
}

export function useClient(workspaceId: number, clientId: number) {
  return useQuery({
    queryKey: getClientKey(workspaceId, clientId),
    queryFn: ({ signal }) => getClient(workspaceId, clientId, signal),
  });
}
