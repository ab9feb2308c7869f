import { ClientStaffSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

function getClientStaff(workspaceId: number, signal: AbortSignal) {
  return requestData(`/clients/staff?workspace_id=${workspaceId}`, {
    signal,
    schema: ClientStaffSchema,
  });
}

/** Teachers and diagnosticians of the workspace a student can be assigned to. */
export function useClientStaff(workspaceId: number) {
  return useQuery({
    // Under the users key: a role given or taken on the users screen changes who is listed.
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'users', 'client-staff'],
    queryFn: ({ signal }) => getClientStaff(workspaceId, signal),
  });
}
