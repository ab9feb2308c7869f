import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Client, CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useArchiveClientMutation } from '../api/archive-client.ts';

/** Archiving asks first (the student leaves the list); bringing one back does not. */
export function useClientArchive(workspaceId: number) {
  const { t } = useTranslation(['students', 'common']);
  const archiveClient = useArchiveClientMutation();

  const setArchived = (client: Client, isArchived: boolean) =>
    archiveClient.mutate(
      { workspaceId, clientId: client.id, isArchived },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: isArchived
              ? t('students:notifications.archived', { name: client.child_name })
              : t('students:notifications.restored', { name: client.child_name }),
          }),
      },
    );

  return {
    isPending: archiveClient.isPending,
    pendingId: archiveClient.isPending ? (archiveClient.variables?.clientId ?? null) : null,
    restore: (client: Client) => setArchived(client, false),
    confirmArchive: (client: Client) =>
      modals.openConfirmModal({
        title: t('students:archive.title', { name: client.child_name }),
        size: CONFIRM_MODAL_MAX_WIDTH,
        children: <Text size="sm">{t('students:archive.text')}</Text>,
        labels: { confirm: t('students:archive.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'client-archive-confirm' },
        onConfirm: () => setArchived(client, true),
      }),
  };
}
