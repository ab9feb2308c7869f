import { InterestRefSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const InterestListSchema = InterestRefSchema.array();

function getThemes(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, { signal, schema: InterestListSchema });
}

/** Interests (themes) a request can ask for. */
export function useThemes(workspaceId: number, isEnabled = true) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'themes', 'refs'],
    queryFn: ({ signal }) => getThemes(workspaceId, signal),
    enabled: isEnabled,
  });
}
