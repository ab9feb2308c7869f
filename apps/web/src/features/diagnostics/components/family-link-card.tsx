import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type DiagnosticCard } from '@slovo/contracts';
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconLink,
  IconLinkOff,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  type FamilyLinkAction,
  useChangeFamilyLinkMutation,
  useFamilyLink,
} from '../api/family-link.ts';

function LinkField({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation('family-diagnostics');
  return (
    <TextInput
      value={url}
      readOnly
      label={label}
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      rightSectionWidth={64}
      rightSection={
        <Group gap={2} wrap="nowrap">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip
                label={
                  copied ? t('family-diagnostics:staff.copied') : t('family-diagnostics:staff.copy')
                }
              >
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('family-diagnostics:staff.copy')}
                  data-testid={`${testId}-copy`}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Tooltip label={t('family-diagnostics:staff.open')}>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              aria-label={t('family-diagnostics:staff.open')}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      }
    />
  );
}

/**
 * The family link of a sent card (decision 034): the family opens the card and the child's
 * progress without an account. A new link retires the old one; turning it off ends it.
 */
export function FamilyLinkCard({
  workspaceId,
  card,
}: {
  workspaceId: number;
  card: DiagnosticCard;
}) {
  const { t } = useTranslation(['family-diagnostics', 'common']);
  const ref = { workspaceId, cardId: card.id };
  const link = useFamilyLink(ref);
  const change = useChangeFamilyLinkMutation();

  const run = (action: FamilyLinkAction) =>
    change.mutate(
      { ...ref, action },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message:
              action === 'issue'
                ? t('family-diagnostics:staff.created')
                : t('family-diagnostics:staff.turnedOff'),
          }),
      },
    );

  const confirm = (action: FamilyLinkAction) =>
    modals.openConfirmModal({
      title:
        action === 'issue'
          ? t('family-diagnostics:staff.replaceTitle')
          : t('family-diagnostics:staff.revokeTitle'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Text size="sm">
          {action === 'issue'
            ? t('family-diagnostics:staff.replaceText')
            : t('family-diagnostics:staff.revokeText')}
        </Text>
      ),
      labels: {
        confirm:
          action === 'issue'
            ? t('family-diagnostics:staff.replace')
            : t('family-diagnostics:staff.revoke'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: {
        color: action === 'issue' ? 'indigo' : 'red',
        'data-testid': `family-link-${action}-confirm`,
      },
      onConfirm: () => run(action),
    });

  const pending = change.isPending ? change.variables.action : null;
  const data = link.data;

  return (
    <Paper withBorder p="md" radius="md" data-testid="family-link">
      <Stack gap="sm">
        <Group gap={8}>
          <IconLink size={18} />
          <Text fw={700}>{t('family-diagnostics:staff.title')}</Text>
        </Group>
        {link.isError ? (
          <QueryErrorAlert
            title={t('family-diagnostics:staff.loadError')}
            description={link.error.message}
            isRetrying={link.isFetching}
            onRetry={() => void link.refetch()}
            testId="family-link-error"
          />
        ) : !data ? (
          <Skeleton height={36} />
        ) : data.share_url && data.progress_url ? (
          <>
            <Text size="sm" c="dimmed">
              {t('family-diagnostics:staff.description')}
            </Text>
            <LinkField
              url={data.share_url}
              label={t('family-diagnostics:staff.cardLink')}
              testId="family-link-card-url"
            />
            <LinkField
              url={data.progress_url}
              label={t('family-diagnostics:staff.progressLink')}
              testId="family-link-progress-url"
            />
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={pending === 'issue'}
                disabled={change.isPending}
                onClick={() => confirm('issue')}
                data-testid="family-link-replace"
              >
                {t('family-diagnostics:staff.replace')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconLinkOff size={14} />}
                loading={pending === 'revoke'}
                disabled={change.isPending}
                onClick={() => confirm('revoke')}
                data-testid="family-link-revoke"
              >
                {t('family-diagnostics:staff.revoke')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="family-link-none">
              {t('family-diagnostics:staff.none')}
            </Text>
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLink size={14} />}
                loading={change.isPending}
                onClick={() => run('issue')}
                data-testid="family-link-create"
              >
                {t('family-diagnostics:staff.create')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
