import { AssetSchema, type AssetType } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadData } from '../../../lib/api-client.ts';
import { getAssetsRootKey } from './get-assets.ts';

type AssetUpload = {
  type: AssetType;
  name: string;
  file: File;
  onProgress: (percent: number) => void;
};

// A refused file or name is explained in the upload window, not as a toast over it.
const HANDLED_CODES = [
  'ASSET_INVALID',
  'ASSET_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
] as const;

function postAsset({ type, name, file, onProgress }: AssetUpload) {
  const body = new FormData();
  // The server reads the fields while streaming, so they must come before the file part.
  body.append('type', type);
  body.append('name', name);
  body.append('file', file);
  return uploadData('/assets', body, {
    schema: AssetSchema,
    onProgress,
    handledCodes: HANDLED_CODES,
  });
}

/** Adds a picture (kept as PNG) or a sound to the library. */
export function useUploadAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAssetsRootKey() }),
  });
}
