import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CATEGORY_ROOT, type Category, CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { IconAlertTriangle, IconCornerLeftUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/categories-query.ts';
import { notify } from '../../../lib/notify.ts';
import { type FolderContentsChoice, useDeleteCategoryMutation } from '../api/delete-category.ts';
import { type PendingExercises, readPendingExercises } from './exercises-move-modal.tsx';

/** A folder the server refused to delete because something is inside it. */
export type PendingFolder = { folder: Category; childrenCount: number };

type ChoiceProps = {
  pending: PendingFolder;
  workspaceId: number;
  onDone: () => void;
  onHasExercises: (pending: PendingExercises) => void;
};

function FolderContentsChoices({ pending, workspaceId, onDone, onHasExercises }: ChoiceProps) {
  const { t } = useTranslation(['categories', 'common']);
  const categories = useCategories(workspaceId);
  const deleteCategory = useDeleteCategoryMutation();
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);
  const { folder, childrenCount } = pending;
  const parentName = categories.data?.find((category) => category.id === folder.parent)?.name;
  const destination =
    folder.parent === CATEGORY_ROOT || parentName === undefined
      ? t('categories:delete.toTopLevel')
      : t('categories:delete.toFolder', { name: parentName });

  const remove = (contents: FolderContentsChoice) =>
    deleteCategory.mutate(
      { workspaceId, id: folder.id, contents },
      {
        onSuccess: () => {
          notify({
            color: 'green',
            message:
              contents === 'move'
                ? t('categories:notifications.deletedMoved', { name: folder.name })
                : t('categories:notifications.deletedAll', { name: folder.name }),
          });
          onDone();
        },
        // The contents choice stands; only where the microblocks go is still open.
        onError: (error) => {
          const exercises = readPendingExercises(error, folder, contents);
          if (!exercises) return;
          onDone();
          onHasExercises(exercises);
        },
      },
    );
  const pendingChoice = deleteCategory.isPending ? deleteCategory.variables.contents : null;

  if (isConfirmingAll) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          {t('categories:delete.confirmAllText', { name: folder.name })}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setIsConfirmingAll(false)}>
            {t('common:actions.back')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={18} />}
            loading={pendingChoice === 'delete'}
            onClick={() => remove('delete')}
            data-testid="category-delete-all-confirm"
          >
            {t('categories:delete.confirmAll')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('categories:delete.notEmptyText', { total: childrenCount })}</Text>
      <Stack gap={4}>
        <Button
          variant="light"
          leftSection={<IconCornerLeftUp size={18} />}
          loading={pendingChoice === 'move'}
          disabled={pendingChoice !== null}
          onClick={() => remove('move')}
          fullWidth
          data-testid="category-delete-move"
        >
          {t('categories:delete.move')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {destination}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} />}
          disabled={pendingChoice !== null}
          onClick={() => setIsConfirmingAll(true)}
          fullWidth
          data-testid="category-delete-all"
        >
          {t('categories:delete.deleteAll')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('categories:delete.deleteAllHint')}
        </Text>
      </Stack>
      <Button variant="default" onClick={onDone} fullWidth>
        {t('common:actions.cancel')}
      </Button>
    </Stack>
  );
}

type FolderContentsModalProps = {
  /** Kept after closing, so the modal does not go blank while it fades out. */
  pending: PendingFolder | null;
  isOpen: boolean;
  workspaceId: number;
  onClose: () => void;
  onHasExercises: (pending: PendingExercises) => void;
};

/** Spec 9: a destructive confirmation, at most 400 wide. Each opening starts at the choice. */
export function FolderContentsModal({
  pending,
  isOpen,
  workspaceId,
  onClose,
  onHasExercises,
}: FolderContentsModalProps) {
  const { t } = useTranslation('categories');
  return (
    <Modal
      opened={isOpen && pending !== null}
      onClose={onClose}
      title={pending ? t('categories:delete.notEmptyTitle', { name: pending.folder.name }) : null}
      size={CONFIRM_MODAL_MAX_WIDTH}
      centered
    >
      <div data-testid="category-delete-contents">
        {pending && (
          <FolderContentsChoices
            pending={pending}
            workspaceId={workspaceId}
            onDone={onClose}
            onHasExercises={onHasExercises}
          />
        )}
      </div>
    </Modal>
  );
}
