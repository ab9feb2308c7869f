import { InterestRefSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const InterestListSchema = InterestRefSchema.array();

function listThemes(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, {
    signal,
    schema: InterestListSchema,
  });
}

/** The workspace's interests (themes), such as dinosaurs, a microblock can be tagged with. */
export function useThemes(workspaceId: number) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'themes', 'refs'],
    queryFn: ({ signal }) => listThemes(workspaceId, signal),
  });
}
