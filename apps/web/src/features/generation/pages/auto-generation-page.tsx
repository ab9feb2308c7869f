import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useGeneralStats } from '../api/get-general-stats.ts';
import { useThemes } from '../api/get-themes.ts';
import { GenerationStats } from '../components/generation-stats.tsx';
import { RunsPanel } from '../components/runs-panel.tsx';
import { ThemesTable } from '../components/themes-table.tsx';
import { useGenerationActions } from '../components/use-generation-actions.tsx';
import { WorkspaceActions } from '../components/workspace-actions.tsx';

function AutoGeneration({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('generation');
  const stats = useGeneralStats(workspaceId);
  const themes = useThemes(workspaceId);
  const actions = useGenerationActions(workspaceId);
  return (
    <Stack gap="lg" maw={1200} data-testid="auto-generation-page">
      <PageHeader title={t('generation:title')} description={t('generation:subtitle')} />
      <GenerationStats query={stats} />
      <WorkspaceActions stats={stats.data} actions={actions} />
      <RunsPanel workspaceId={workspaceId} themes={themes.data} />
      <ThemesTable query={themes} actions={actions} />
    </Stack>
  );
}

/** Spec 2 `/auto-generation`: themed versions made, refreshed and deleted in runs. */
export function AutoGenerationPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <AutoGeneration key={workspaceId} workspaceId={workspaceId} />;
}
