import { Box, Card, Stack, Text, Title } from '@mantine/core';
import type { Theme } from '@slovo/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useCancelGenerationMutation } from '../api/cancel-generation.ts';
import { useGenerationRuns } from '../api/get-generation-runs.ts';
import { RunRow } from './run-row.tsx';
import { useRefreshOnRunEnd } from './use-refresh-on-run-end.ts';

type RunsPanelProps = {
  workspaceId: number;
  /** Undefined while the themes load: runs then name their theme by id. */
  themes: Theme[] | undefined;
};

/** The latest runs, polled every 2 s while one works. */
export function RunsPanel({ workspaceId, themes }: RunsPanelProps) {
  const { t } = useTranslation('generation');
  const runs = useGenerationRuns(workspaceId);
  const cancel = useCancelGenerationMutation();
  const [stoppingIds, setStoppingIds] = useState<ReadonlySet<number>>(new Set());
  useRefreshOnRunEnd(workspaceId, runs.data);

  const themeNames = new Map((themes ?? []).map((theme) => [theme.id, theme.name]));
  const getThemeName = (themeId: number) =>
    themeNames.get(themeId) ?? t('generation:runs.unknownTheme', { id: themeId });

  const cancelRun = (runId: number) => {
    setStoppingIds((current) => new Set(current).add(runId));
    cancel.mutate(
      { workspaceId, runId },
      {
        // A refused cancel leaves the run going: its button works again.
        onError: () =>
          setStoppingIds((current) => {
            const next = new Set(current);
            next.delete(runId);
            return next;
          }),
      },
    );
  };

  const renderBody = () => {
    if (runs.isPending) return <ListSkeleton testId="generation-runs-loading" />;
    if (!runs.data) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('generation:runs.error')}
            description={t('generation:stats.errorText')}
            isRetrying={runs.isFetching}
            onRetry={() => void runs.refetch()}
            testId="generation-runs-error"
          />
        </Box>
      );
    }
    if (runs.data.length === 0) {
      return (
        <EmptyState
          testId="generation-runs-empty"
          icon={<IconSparkles size={32} />}
          title={t('generation:runs.emptyTitle')}
          description={t('generation:runs.emptyDescription')}
        />
      );
    }
    return (
      <Stack gap="sm" p="md" pt={0}>
        {runs.data.map((run) => (
          <RunRow
            key={run.id}
            run={run}
            getThemeName={getThemeName}
            isStopping={stoppingIds.has(run.id)}
            onCancel={() => cancelRun(run.id)}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Card padding={0} data-testid="generation-runs">
      <Box p="md">
        <Title order={2} fz="lg">
          {t('generation:runs.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('generation:runs.description')}
        </Text>
      </Box>
      {renderBody()}
    </Card>
  );
}
