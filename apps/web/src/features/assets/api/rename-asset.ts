import { AssetSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getAssetsRootKey } from './get-assets.ts';

type AssetRename = { id: number; name: string };

function putAsset({ id, name }: AssetRename) {
  return requestData(`/assets/${id}`, {
    method: 'PUT',
    body: { name },
    schema: AssetSchema,
    handledCodes: ['VALIDATION_FAILED'],
  });
}

export function useRenameAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAssetsRootKey() }),
  });
}
