import { ThemeSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getThemesRootKey } from './generation-keys.ts';

const ThemeListSchema = ThemeSchema.array();

function getThemes(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, { signal, schema: ThemeListSchema });
}

/** Ready and not-ready themes of the workspace, with their generation statistics. */
export function useThemes(workspaceId: number) {
  return useQuery({
    queryKey: [...getThemesRootKey(workspaceId), 'list'],
    queryFn: ({ signal }) => getThemes(workspaceId, signal),
  });
}
