import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type Theme } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useDeleteThemeMutation } from '../api/delete-theme.ts';
import { useToggleThemesReadyMutation } from '../api/toggle-themes-ready.ts';

const NO_IDS: ReadonlySet<number> = new Set();

export function useThemeActions(workspaceId: number) {
  const { t } = useTranslation(['themes', 'common']);
  const deleteTheme = useDeleteThemeMutation();
  const toggleReady = useToggleThemesReadyMutation();
  const notifySuccess = (message: string) => notify({ color: 'green', message });

  return {
    isBulkPending: toggleReady.isPending,
    pendingReadyIds: toggleReady.isPending ? new Set(toggleReady.variables?.ids ?? []) : NO_IDS,
    // Its own promise rather than `mutate` callbacks, which run only for the latest call: two
    // switches flipped quickly must both settle and both confirm. A refusal is already shown by
    // the api client.
    toggleOne: (theme: Theme, isReady: boolean, onSettled: () => void) =>
      toggleReady
        .mutateAsync({ workspaceId, ids: [theme.id], isReady })
        .then(() =>
          notifySuccess(
            t(isReady ? 'themes:notifications.oneReady' : 'themes:notifications.oneNotReady', {
              name: theme.name,
            }),
          ),
        )
        .catch(() => undefined)
        .finally(onSettled),
    toggleMany: (ids: number[], isReady: boolean, onDone: () => void) =>
      toggleReady.mutate(
        { workspaceId, ids, isReady },
        {
          onSuccess: ({ count }) => {
            notifySuccess(
              isReady
                ? t('themes:notifications.markedReady', { total: count })
                : t('themes:notifications.markedNotReady', { total: count }),
            );
            onDone();
          },
        },
      ),
    confirmDelete: (theme: Theme) =>
      modals.openConfirmModal({
        title: t('themes:delete.title', { name: theme.name }),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: (
          <Text size="sm">
            {theme.stats.generated > 0
              ? t('themes:delete.text', { count: theme.stats.generated })
              : t('themes:delete.textNone')}
          </Text>
        ),
        labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'theme-delete-confirm' },
        onConfirm: () =>
          deleteTheme.mutate(
            { workspaceId, id: theme.id },
            {
              onSuccess: () =>
                notifySuccess(t('themes:notifications.deleted', { name: theme.name })),
            },
          ),
      }),
  };
}
