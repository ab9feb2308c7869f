import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Category } from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { getCategoriesKey } from '../../../lib/categories-query.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCategoryMutation } from '../api/delete-category.ts';
import type { CategoryEditing } from './category-editing.ts';
import type { CategoryFormTarget } from './category-form-modal.tsx';
import { type PendingExercises, readPendingExercises } from './exercises-move-modal.tsx';
import type { PendingFolder } from './folder-contents-modal.tsx';
import { useMoveCategory } from './use-move-category.ts';

type CategoryEditingOptions = {
  workspaceId: number;
  openForm: (target: CategoryFormTarget) => void;
  /** The server refused to delete a folder with contents: the page asks what to do with them. */
  onFolderNotEmpty: (pending: PendingFolder) => void;
  /** The server refused because microblocks are filed there: the page asks where they go. */
  onHasExercises: (pending: PendingExercises) => void;
};

function readChildrenCount(details: unknown): number | null {
  if (typeof details !== 'object' || details === null || !('children' in details)) return null;
  return typeof details.children === 'number' ? details.children : null;
}

export function useCategoryEditing({
  workspaceId,
  openForm,
  onFolderNotEmpty,
  onHasExercises,
}: CategoryEditingOptions): CategoryEditing {
  const { t } = useTranslation(['categories', 'common']);
  const queryClient = useQueryClient();
  const deleteCategory = useDeleteCategoryMutation();
  const move = useMoveCategory(workspaceId);

  // The server's count is the truth; the list on screen answers if it sent none.
  const countChildren = (folder: Category, details: unknown): number =>
    readChildrenCount(details) ??
    (queryClient.getQueryData<Category[]>(getCategoriesKey(workspaceId)) ?? []).filter(
      (category) => category.parent === folder.id,
    ).length;

  const deleteConfirmed = (category: Category) =>
    deleteCategory.mutate(
      { workspaceId, id: category.id },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t('categories:notifications.deleted', { name: category.name }),
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'CATEGORY_NOT_EMPTY') {
            onFolderNotEmpty({
              folder: category,
              childrenCount: countChildren(category, error.details),
            });
            return;
          }
          const exercises = readPendingExercises(error, category, undefined);
          if (exercises) onHasExercises(exercises);
        },
      },
    );

  return {
    edit: (category) => openForm({ mode: 'edit', category }),
    addInside: (folder, isFolder) => openForm({ mode: 'create', isFolder, parent: folder.id }),
    confirmDelete: (category) =>
      modals.openConfirmModal({
        title: category.is_folder
          ? t('categories:delete.folderTitle', { name: category.name })
          : t('categories:delete.categoryTitle', { name: category.name }),
        children: (
          <Text size="sm">
            {category.is_folder
              ? t('categories:delete.folderText')
              : t('categories:delete.categoryText')}
          </Text>
        ),
        labels: { confirm: t('categories:delete.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'category-delete-confirm' },
        onConfirm: () => deleteConfirmed(category),
      }),
    move,
  };
}
