import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type Protocol } from '@slovo/contracts';
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconLink,
  IconLinkOff,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { type ShareLinkAction, useChangeShareLinkMutation } from '../api/change-share-link.ts';

type ShareLinkCardProps = { workspaceId: number; protocol: Protocol };

/** The link parents open to see the plans; a new one retires the old, turning it off ends both. */
export function ShareLinkCard({ workspaceId, protocol }: ShareLinkCardProps) {
  const { t } = useTranslation(['protocols', 'common']);
  const changeLink = useChangeShareLinkMutation();
  const url = protocol.share_url;

  const run = (action: ShareLinkAction) =>
    changeLink.mutate(
      { workspaceId, protocolId: protocol.id, action },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message:
              action === 'rotate' ? t('protocols:share.created') : t('protocols:share.turnedOff'),
          }),
      },
    );

  const confirm = (action: ShareLinkAction) =>
    modals.openConfirmModal({
      title:
        action === 'rotate' ? t('protocols:share.rotateTitle') : t('protocols:share.revokeTitle'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Text size="sm">
          {action === 'rotate' ? t('protocols:share.rotateText') : t('protocols:share.revokeText')}
        </Text>
      ),
      labels: {
        confirm: action === 'rotate' ? t('protocols:share.rotate') : t('protocols:share.revoke'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: {
        color: action === 'rotate' ? 'indigo' : 'red',
        'data-testid': `share-link-${action}-confirm`,
      },
      onConfirm: () => run(action),
    });

  const pendingAction = changeLink.isPending ? changeLink.variables.action : null;

  return (
    <Paper withBorder p="md" radius="md" data-testid="share-link">
      <Stack gap="sm">
        <Group gap={8}>
          <IconLink size={18} />
          <Text fw={700}>{t('protocols:share.title')}</Text>
        </Group>
        {url ? (
          <>
            <Text size="sm" c="dimmed">
              {t('protocols:share.description')}
            </Text>
            <TextInput
              value={url}
              readOnly
              aria-label={t('protocols:share.title')}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-link-url"
              rightSectionWidth={64}
              rightSection={
                <Group gap={2} wrap="nowrap">
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Tooltip
                        label={copied ? t('protocols:share.copied') : t('protocols:share.copy')}
                      >
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'teal' : 'gray'}
                          onClick={copy}
                          aria-label={t('protocols:share.copy')}
                          data-testid="share-link-copy"
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                  <Tooltip label={t('protocols:share.open')}>
                    <ActionIcon
                      component="a"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      color="gray"
                      aria-label={t('protocols:share.open')}
                    >
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              }
            />
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={pendingAction === 'rotate'}
                disabled={changeLink.isPending}
                onClick={() => confirm('rotate')}
                data-testid="share-link-rotate"
              >
                {t('protocols:share.rotate')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconLinkOff size={14} />}
                loading={pendingAction === 'revoke'}
                disabled={changeLink.isPending}
                onClick={() => confirm('revoke')}
                data-testid="share-link-revoke"
              >
                {t('protocols:share.revoke')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="share-link-none">
              {t('protocols:share.none')}
            </Text>
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLink size={14} />}
                loading={changeLink.isPending}
                onClick={() => run('rotate')}
                data-testid="share-link-create"
              >
                {t('protocols:share.create')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
