import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSET_NAME_LENGTH, type Asset, AssetRenameSchema } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useRenameAssetMutation } from '../api/rename-asset.ts';

type RenameValues = { name: string };

function AssetRenameForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const { t } = useTranslation(['assets', 'common']);
  const renameAsset = useRenameAssetMutation();
  const form = useForm<RenameValues>({
    initialValues: { name: asset.name },
    validate: createSchemaValidator(AssetRenameSchema),
  });

  const handleSubmit = (values: RenameValues) => {
    const { name } = AssetRenameSchema.parse(values);
    renameAsset.mutate(
      { id: asset.id, name },
      {
        onSuccess: (renamed) => {
          notify({
            color: 'green',
            message: t('assets:notifications.renamed', { name: renamed.name }),
          });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="asset-rename-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('assets:form.name')}
          maxLength={ASSET_NAME_LENGTH.max}
          withAsterisk
          data-autofocus
          data-testid="asset-rename-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={renameAsset.isPending} data-testid="asset-rename-submit">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AssetRenameModalProps = {
  /** Kept after closing, so the modal does not empty while it fades out. */
  asset: Asset | null;
  isOpen: boolean;
  onClose: () => void;
};

export function AssetRenameModal({ asset, isOpen, onClose }: AssetRenameModalProps) {
  const { t } = useTranslation('assets');
  return (
    <Modal
      opened={isOpen && asset !== null}
      onClose={onClose}
      title={t('assets:form.renameTitle')}
      centered
    >
      {asset && <AssetRenameForm asset={asset} onDone={onClose} />}
    </Modal>
  );
}
