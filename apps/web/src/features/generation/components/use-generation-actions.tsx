import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type GenerationKind, type Theme } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useStartGenerationMutation } from '../api/start-generation.ts';

/** Starting runs for the whole workspace (`themeId` null) or one theme; deleting asks first. */
export function useGenerationActions(workspaceId: number) {
  const { t } = useTranslation(['generation', 'common']);
  const startMutation = useStartGenerationMutation();

  const start = (kind: GenerationKind, themeId: number | null) =>
    startMutation.mutate(
      { workspaceId, kind, themeId },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t('generation:notifications.started', {
              kind: t(`generation:kinds.${kind}`),
            }),
          }),
      },
    );

  return {
    isBusy: startMutation.isPending,
    isStarting: (kind: GenerationKind, themeId: number | null) =>
      startMutation.isPending &&
      startMutation.variables.kind === kind &&
      startMutation.variables.themeId === themeId,
    start,
    confirmDeleteAll: (generatedCount: number) =>
      modals.openConfirmModal({
        title: t('generation:deleteAll.title'),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: (
          <Text size="sm">{t('generation:deleteAll.text', { total: generatedCount })}</Text>
        ),
        labels: { confirm: t('generation:deleteAll.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'delete-all-confirm' },
        onConfirm: () => start('delete', null),
      }),
    confirmDeleteTheme: (theme: Theme) =>
      modals.openConfirmModal({
        title: t('generation:deleteTheme.title', { name: theme.name }),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: (
          <Text size="sm">
            {t('generation:deleteTheme.text', { total: theme.stats.generated })}
          </Text>
        ),
        labels: {
          confirm: t('generation:deleteTheme.confirm'),
          cancel: t('common:actions.cancel'),
        },
        confirmProps: { color: 'red', 'data-testid': 'theme-delete-confirm' },
        onConfirm: () => start('delete', theme.id),
      }),
  };
}

export type GenerationActions = ReturnType<typeof useGenerationActions>;
