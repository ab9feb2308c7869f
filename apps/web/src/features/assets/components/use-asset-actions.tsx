import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Asset, CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteAssetMutation } from '../api/delete-asset.ts';
import { useDownloadAssetMutation } from '../api/download-asset.ts';

export function useAssetActions() {
  const { t } = useTranslation(['assets', 'common']);
  const deleteAsset = useDeleteAssetMutation();
  const download = useDownloadAssetMutation();
  const notifyDeleted = (asset: Asset) =>
    notify({
      color: 'green',
      message: t('assets:notifications.deleted', { name: asset.name }),
    });

  const confirmForcedDelete = (asset: Asset, message: string) =>
    modals.openConfirmModal({
      title: t('assets:delete.inUseTitle', { name: asset.name }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Text size="sm" data-testid="asset-delete-in-use">
          {message}
        </Text>
      ),
      labels: { confirm: t('assets:delete.force'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'asset-delete-force' },
      onConfirm: () =>
        deleteAsset.mutate(
          { id: asset.id, isForced: true },
          { onSuccess: () => notifyDeleted(asset) },
        ),
    });

  return {
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
    download: (asset: Asset) =>
      download.mutate(asset, {
        onError: (error) =>
          notify({
            color: 'red',
            message: t('assets:notifications.downloadFailed', { reason: error.message }),
          }),
      }),
    // The server knows whether themes use the file: it deletes an unused one at once, and for
    // one in use answers with how many lose it, which the user then confirms.
    delete: (asset: Asset) =>
      deleteAsset.mutate(
        { id: asset.id, isForced: false },
        {
          onSuccess: () => notifyDeleted(asset),
          onError: (error) => {
            if (isApiError(error) && error.code === 'ASSET_IN_USE') {
              confirmForcedDelete(asset, error.message);
            }
          },
        },
      ),
  };
}
