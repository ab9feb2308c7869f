import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type ExerciseSummary, ROLE } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useDeleteExerciseMutation } from '../api/delete-exercise.ts';
import { useDeleteExercisesMutation } from '../api/delete-exercises.ts';
import { type ExerciseFlag, useToggleExercisesMutation } from '../api/toggle-exercises.ts';
import type { BoardRole } from './exercise-statuses.ts';

type ExerciseActionsOptions = { workspaceId: number; role: BoardRole };

export function useExerciseActions({ workspaceId, role }: ExerciseActionsOptions) {
  const { t } = useTranslation(['exercises', 'common']);
  const roleId = role === 'moderator' ? ROLE.moderator : ROLE.author;
  const deleteOne = useDeleteExerciseMutation();
  const deleteMany = useDeleteExercisesMutation();
  const toggle = useToggleExercisesMutation();
  const notifySuccess = (message: string) => notify({ color: 'green', message });

  return {
    isBulkPending: deleteMany.isPending || toggle.isPending,
    confirmDelete: (exercise: ExerciseSummary) =>
      modals.openConfirmModal({
        title: t('exercises:delete.title', { title: exercise.title }),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: <Text size="sm">{t('exercises:delete.text')}</Text>,
        labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'exercise-delete-confirm' },
        onConfirm: () =>
          deleteOne.mutate(
            { workspaceId, roleId, id: exercise.id },
            {
              onSuccess: () =>
                notifySuccess(t('exercises:notifications.deleted', { title: exercise.title })),
            },
          ),
      }),
    confirmBulkDelete: (ids: number[], onDone: () => void) =>
      modals.openConfirmModal({
        title: t('exercises:bulk.deleteTitle'),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: <Text size="sm">{t('exercises:bulk.deleteText', { total: ids.length })}</Text>,
        labels: {
          confirm: t('exercises:bulk.deleteConfirm', { total: ids.length }),
          cancel: t('common:actions.cancel'),
        },
        confirmProps: { color: 'red', 'data-testid': 'bulk-delete-confirm' },
        onConfirm: () =>
          deleteMany.mutate(
            { workspaceId, roleId, ids },
            {
              onSuccess: ({ count }) => {
                notifySuccess(t('exercises:notifications.bulkDeleted', { total: count }));
                onDone();
              },
            },
          ),
      }),
    toggleFlag: (ids: number[], flag: ExerciseFlag, value: boolean, onDone: () => void) =>
      toggle.mutate(
        { workspaceId, ids, flag, value },
        {
          onSuccess: ({ count }) => {
            notifySuccess(t('exercises:notifications.toggled', { total: count }));
            onDone();
          },
        },
      ),
  };
}

export type ExerciseActions = ReturnType<typeof useExerciseActions>;
