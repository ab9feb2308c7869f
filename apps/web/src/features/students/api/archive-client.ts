import { type Client, ClientSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getClientKey, getClientsRootKey } from './client-keys.ts';

type ArchiveChange = { workspaceId: number; clientId: number; isArchived: boolean };

function postArchive({ workspaceId, clientId, isArchived }: ArchiveChange) {
  return requestData(`/clients/${clientId}/archive`, {
    method: 'POST',
    body: { workspace_id: workspaceId, is_archived: isArchived },
    schema: ClientSchema,
  });
}

/** Archives a student (kept, out of the active list) or brings them back. */
export function useArchiveClientMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postArchive,
    onSuccess: (client: Client) => {
      queryClient.setQueryData(getClientKey(client.workspace_id, client.id), client);
      return queryClient.invalidateQueries({
        queryKey: [...getClientsRootKey(client.workspace_id), 'list'],
      });
    },
  });
}
