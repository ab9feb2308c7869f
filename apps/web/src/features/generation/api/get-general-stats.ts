import { GeneralStatsSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getGeneralStatsKey } from './generation-keys.ts';

function getGeneralStats(workspaceId: number, signal: AbortSignal) {
  return requestData(`/generator/general-stats?workspace_id=${workspaceId}`, {
    signal,
    schema: GeneralStatsSchema,
  });
}

export function useGeneralStats(workspaceId: number) {
  return useQuery({
    queryKey: getGeneralStatsKey(workspaceId),
    queryFn: ({ signal }) => getGeneralStats(workspaceId, signal),
  });
}
