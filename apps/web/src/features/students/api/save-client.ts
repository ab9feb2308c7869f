import { type Client, type ClientInput, ClientSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getClientKey, getClientsRootKey } from './client-keys.ts';

type ClientSave = {
  /** Absent for a new student. */
  clientId?: number;
  body: ClientInput;
};

function sendClient({ clientId, body }: ClientSave) {
  return requestData(clientId === undefined ? '/clients' : `/clients/${clientId}`, {
    method: clientId === undefined ? 'POST' : 'PUT',
    body,
    schema: ClientSchema,
    // The form tells every refusal itself: at the fields in error or next to its button.
    isSilent: true,
  });
}

/** Adds a student or changes one; the whole student is sent each time. */
export function useSaveClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClient,
    onSuccess: (client: Client) => {
      queryClient.setQueryData(getClientKey(client.workspace_id, client.id), client);
      return queryClient.invalidateQueries({
        queryKey: [...getClientsRootKey(client.workspace_id), 'list'],
      });
    },
  });
}
