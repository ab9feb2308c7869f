import { InterestRefSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const InterestListSchema = InterestRefSchema.array();

function getInterests(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, { signal, schema: InterestListSchema });
}

/** The interests (themes) the workspace sees: its own and those shared with it. */
export function useInterests(workspaceId: number) {
  return useQuery({
    // Under the themes key: a changed interest on the themes screen refreshes this list too.
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'themes', 'refs'],
    queryFn: ({ signal }) => getInterests(workspaceId, signal),
  });
}
