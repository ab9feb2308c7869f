import { ThemeSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const ThemeListSchema = ThemeSchema.array();

/**
 * The interests answers of a workspace. The key and answer are the ones the interests screen
 * caches, so a theme opened from that list shows at once, and its changes reach this screen.
 */
export function getThemesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'themes'] as const;
}

function getThemes(workspaceId: number, signal: AbortSignal) {
  return requestData(`/themes?workspace_id=${workspaceId}`, { signal, schema: ThemeListSchema });
}

/** One interest of the workspace (its own or shared with it); there is no single-theme call. */
export function useTheme(workspaceId: number, themeId: number) {
  return useQuery({
    queryKey: [...getThemesRootKey(workspaceId), 'list'],
    queryFn: ({ signal }) => getThemes(workspaceId, signal),
    select: (themes) => themes.find((theme) => theme.id === themeId) ?? null,
    enabled: workspaceId > 0 && Number.isInteger(themeId),
  });
}
