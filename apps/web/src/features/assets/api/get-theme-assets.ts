import { AssetSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getThemesRootKey } from './get-theme.ts';

const AssetListSchema = AssetSchema.array();

export function getThemeAssetsKey(workspaceId: number, themeId: number) {
  return [...getThemesRootKey(workspaceId), themeId, 'assets'] as const;
}

function getThemeAssets(workspaceId: number, themeId: number, signal: AbortSignal) {
  return requestData(`/by-theme?workspace_id=${workspaceId}&theme_id=${themeId}`, {
    signal,
    schema: AssetListSchema,
  });
}

/**
 * The library files an interest is made of. Whole files rather than their ids: the screen counts
 * the choice per type, including files on pages not shown.
 */
export function useThemeAssets(workspaceId: number, themeId: number) {
  return useQuery({
    queryKey: getThemeAssetsKey(workspaceId, themeId),
    queryFn: ({ signal }) => getThemeAssets(workspaceId, themeId, signal),
    enabled: workspaceId > 0 && Number.isInteger(themeId),
  });
}
