import { type Asset, ThemeAssetsInputSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getAssetsRootKey } from './get-assets.ts';
import { getThemesRootKey } from './get-theme.ts';
import { getThemeAssetsKey } from './get-theme-assets.ts';

// The answer is the same list of asset ids the save sends.
const AssetIdsSchema = ThemeAssetsInputSchema.shape.asset_ids;

type ThemeAssetsSave = { workspaceId: number; themeId: number; assets: Asset[] };

function putThemeAssets({ workspaceId, themeId, assets }: ThemeAssetsSave) {
  return requestData(`/themes/${themeId}/assets`, {
    method: 'PUT',
    body: { workspace_id: workspaceId, asset_ids: assets.map((asset) => asset.id) },
    schema: AssetIdsSchema,
  });
}

/** Replaces the whole choice of files of an interest. */
export function useSaveThemeAssetsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putThemeAssets,
    onSuccess: async (savedIds, { workspaceId, themeId, assets }) => {
      const saved = new Set(savedIds);
      // The saved choice shows at once, without a flash of the previous one before the refetch.
      queryClient.setQueryData(
        getThemeAssetsKey(workspaceId, themeId),
        assets.filter((asset) => saved.has(asset.id)),
      );
      // The interest's file count and each file's theme count changed with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getThemesRootKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: getAssetsRootKey() }),
      ]);
    },
  });
}
