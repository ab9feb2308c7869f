import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TAG_NAME_LENGTH, TagRenameSchema, type TagUsage } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useRenameTagMutation } from '../api/rename-tag.ts';

type TagValues = { name: string };

type TagRenameFormProps = { tag: TagUsage; workspaceId: number; onDone: () => void };

function TagRenameForm({ tag, workspaceId, onDone }: TagRenameFormProps) {
  const { t } = useTranslation(['themes', 'common']);
  const renameTag = useRenameTagMutation();
  const toInput = (values: TagValues) => ({ workspace_id: workspaceId, name: values.name });
  const form = useForm<TagValues>({
    initialValues: { name: tag.name },
    validate: createSchemaValidator(TagRenameSchema, toInput),
  });

  const handleSubmit = (values: TagValues) => {
    const { name } = TagRenameSchema.parse(toInput(values));
    if (name === tag.name) {
      onDone();
      return;
    }
    renameTag.mutate(
      { workspaceId, id: tag.id, name },
      {
        onSuccess: (renamed) => {
          notify({
            color: 'green',
            message: t('themes:notifications.tagRenamed', { name: renamed.name }),
          });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="tag-rename-form">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('themes:tags.form.name')}
          maxLength={TAG_NAME_LENGTH.max}
          withAsterisk
          data-autofocus
          data-testid="tag-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={renameTag.isPending} data-testid="tag-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type TagRenameModalProps = {
  /** Kept after closing, so the modal does not empty while it fades out. */
  tag: TagUsage | null;
  isOpen: boolean;
  workspaceId: number;
  onClose: () => void;
};

export function TagRenameModal({ tag, isOpen, workspaceId, onClose }: TagRenameModalProps) {
  const { t } = useTranslation('themes');
  return (
    <Modal
      opened={isOpen && tag !== null}
      onClose={onClose}
      title={t('themes:tags.form.title')}
      centered
    >
      {tag && <TagRenameForm tag={tag} workspaceId={workspaceId} onDone={onClose} />}
    </Modal>
  );
}
