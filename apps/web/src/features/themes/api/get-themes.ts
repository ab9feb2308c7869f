import { ThemeSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const ThemeListSchema = ThemeSchema.array();

/**
 * Every answer about the interests of one workspace lives under this key (the microblock
 * request form reads them too), so a change refreshes them all with one invalidation.
 */
export function getThemesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'themes'] as const;
}

export function getThemesListKey(workspaceId: number) {
  return [...getThemesRootKey(workspaceId), 'list'] as const;
}

function getThemes(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, { signal, schema: ThemeListSchema });
}

/** The workspace's own interests and those other projects share with it, with statistics. */
export function useThemes(workspaceId: number) {
  return useQuery({
    queryKey: getThemesListKey(workspaceId),
    queryFn: ({ signal }) => getThemes(workspaceId, signal),
  });
}
