import { type Asset, DEFAULT_API_LANGUAGE, isLanguage } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApiAddress } from '../../../lib/api-client.ts';
import { readErrorBody } from '../../../lib/api-error-rules.ts';
import { getToken } from '../../../lib/auth/token-store.ts';
import { i18n } from '../../../lib/i18n.ts';

/** The name a saved file gets: the asset's name with the extension of the stored file. */
function getDownloadName(asset: Asset): string {
  const extension = /\.(\w+)$/.exec(asset.url.split('?')[0] ?? '')?.[1];
  return extension ? `${asset.name}.${extension}` : asset.name;
}

// The endpoint answers with the file itself, which the JSON helpers of the api client cannot
// carry; the call sends the same bearer and language headers they do.
async function fetchAssetFile(asset: Asset): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = i18n.resolvedLanguage;
  headers.set('lang', isLanguage(language) ? language : DEFAULT_API_LANGUAGE);
  const response = await fetch(`${getApiAddress()}/file/download?asset_id=${asset.id}`, {
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => null));
    throw new Error(body.message ?? `Request failed with status code ${response.status}`);
  }
  return response.blob();
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves the original file on the user's computer under the asset's name. */
export function useDownloadAssetMutation() {
  return useMutation({
    mutationFn: async (asset: Asset) =>
      saveBlob(await fetchAssetFile(asset), getDownloadName(asset)),
  });
}
