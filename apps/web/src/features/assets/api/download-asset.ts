import type { Asset } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/** The name a saved file gets: the asset's name with the extension of the stored file. */
function getDownloadName(asset: Asset): string {
  const extension = /\.(\w+)$/.exec(asset.url.split('?')[0] ?? '')?.[1];
  return extension ? `${asset.name}.${extension}` : asset.name;
}

/** Saves the original file on the user's computer under the asset's name. */
export function useDownloadAssetMutation() {
  return useMutation({
    mutationFn: (asset: Asset) =>
      downloadFile(`/file/download?asset_id=${asset.id}`, { fallbackName: getDownloadName(asset) }),
  });
}
