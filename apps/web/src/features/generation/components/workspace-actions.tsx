import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { buildPath, type GeneralStats, SKIP_REASON_PARAM } from '@slovo/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KIND_ICONS, MAKING_KINDS } from './run-kinds.ts';
import type { GenerationActions } from './use-generation-actions.tsx';

const MAKING_TEST_IDS = {
  generate: 'generate-all',
  'only-new': 'only-new-all',
  refresh: 'refresh-all',
  'refresh-for-reports': 'refresh-for-reports-all',
} as const;

type WorkspaceActionsProps = {
  /** Undefined while the totals load: nothing is ruled out yet. */
  stats: GeneralStats | undefined;
  actions: GenerationActions;
};

function getBlocker(stats: GeneralStats | undefined) {
  if (!stats) return null;
  if (stats.ready_themes === 0) return 'noReadyThemes' as const;
  if (stats.ready_sources === 0) return 'noReadySources' as const;
  return null;
}

/** The runs over every ready theme of the workspace. */
export function WorkspaceActions({ stats, actions }: WorkspaceActionsProps) {
  const { t } = useTranslation('generation');
  const blocker = getBlocker(stats);
  const DeleteIcon = KIND_ICONS.delete;
  const generatedCount = stats?.generated ?? 0;

  return (
    <Card>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('generation:workspace.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('generation:workspace.description')}
          </Text>
        </div>
        {blocker && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="generation-blocker"
          >
            <Text size="sm">{t(`generation:workspace.${blocker}`)}</Text>
            {blocker === 'noReadyThemes' && (
              <Anchor component={Link} to={buildPath('themes')} size="sm" fw={600}>
                {t('generation:workspace.openThemes')}
              </Anchor>
            )}
            {blocker === 'noReadySources' && (
              <Anchor
                component={Link}
                to={`${buildPath('moderatorList')}?${SKIP_REASON_PARAM}=not_ready`}
                size="sm"
                fw={600}
                data-testid="generation-blocker-link"
              >
                {t('generation:workspace.openNotReady')}
              </Anchor>
            )}
          </Alert>
        )}
        <Group gap="xs">
          {MAKING_KINDS.map((kind) => {
            const Icon = KIND_ICONS[kind];
            return (
              <Tooltip key={kind} label={t(`generation:kindHints.${kind}`)} multiline w={260}>
                <Button
                  variant={kind === 'generate' ? 'filled' : 'light'}
                  leftSection={<Icon size={18} />}
                  disabled={blocker !== null || actions.isBusy}
                  loading={actions.isStarting(kind, null)}
                  onClick={() => actions.start(kind, null)}
                  data-testid={MAKING_TEST_IDS[kind]}
                >
                  {t(`generation:kinds.${kind}`)}
                </Button>
              </Tooltip>
            );
          })}
          <Tooltip label={t('generation:kindHints.delete')} multiline w={260}>
            <Button
              color="red"
              variant="light"
              leftSection={<DeleteIcon size={18} />}
              disabled={(stats !== undefined && generatedCount === 0) || actions.isBusy}
              loading={actions.isStarting('delete', null)}
              onClick={() => actions.confirmDeleteAll(generatedCount)}
              data-testid="delete-all"
            >
              {t('generation:workspace.deleteAll')}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
