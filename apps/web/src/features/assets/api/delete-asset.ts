import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';
import { getAssetsRootKey } from './get-assets.ts';

type AssetDeletion = {
  id: number;
  /** Delete even though themes use the file: they lose it. */
  isForced: boolean;
};

// Without force, "themes use it" is a question for the user, asked in a confirm window.
function deleteAsset({ id, isForced }: AssetDeletion) {
  return requestData(`/assets/${id}${isForced ? '?force=true' : ''}`, {
    method: 'DELETE',
    schema: OkSchema,
    handledCodes: isForced ? [] : ['ASSET_IN_USE'],
  });
}

export function useDeleteAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: async (_ok, { isForced }) => {
      await queryClient.invalidateQueries({ queryKey: getAssetsRootKey() });
      // Themes that used the file count one asset fewer.
      if (isForced) await queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_KEY] });
    },
  });
}
