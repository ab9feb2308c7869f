import { Alert, Box, Card, Divider, Skeleton, Stack, Title } from '@mantine/core';
import { IconRobot, IconRobotOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useAutoModeration } from '../api/get-auto-moderation.ts';
import { useAutoDecisions } from '../api/list-auto-decisions.ts';
import { useExerciseAuthorList } from '../api/list-exercise-authors.ts';
import { AutoDecisionsList } from '../components/auto-decisions-list.tsx';
import { AutoModerationForm } from '../components/auto-moderation-form.tsx';

function SettingsCard({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('exercise-editor');
  const settings = useAutoModeration(workspaceId);
  const authors = useExerciseAuthorList(workspaceId);

  const renderContent = () => {
    if (settings.isPending) {
      return (
        <Stack gap="sm" data-testid="auto-moderation-loading">
          <Skeleton height={24} width="40%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      );
    }
    if (settings.isError) {
      return (
        <QueryErrorAlert
          title={t('exercise-editor:autoModeration.loadErrorTitle')}
          description={t('exercise-editor:loadError.description')}
          isRetrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
          testId="auto-moderation-error"
        />
      );
    }
    return (
      <AutoModerationForm
        workspaceId={workspaceId}
        settings={settings.data}
        authors={authors.data ?? []}
      />
    );
  };

  return (
    <SectionCard title={t('exercise-editor:autoModeration.settingsTitle')}>
      {renderContent()}
    </SectionCard>
  );
}

function DecisionsCard({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('exercise-editor');
  const [page, setPage] = useState(1);
  const decisions = useAutoDecisions(workspaceId, page);

  const renderContent = () => {
    if (decisions.isPending) return <ListSkeleton testId="auto-decisions-loading" />;
    if (decisions.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('exercise-editor:autoModeration.decisionsErrorTitle')}
            description={t('exercise-editor:loadError.description')}
            isRetrying={decisions.isFetching}
            onRetry={() => void decisions.refetch()}
            testId="auto-decisions-error"
          />
        </Box>
      );
    }
    if (decisions.data.data.length === 0) {
      return (
        <EmptyState
          testId="auto-decisions-empty"
          icon={<IconRobotOff size={32} />}
          title={t('exercise-editor:autoModeration.emptyTitle')}
          description={t('exercise-editor:autoModeration.emptyDescription')}
        />
      );
    }
    return (
      <Box style={{ opacity: decisions.isPlaceholderData ? 0.6 : 1 }}>
        <AutoDecisionsList decisions={decisions.data.data} />
      </Box>
    );
  };

  return (
    <Stack gap="sm">
      <Card padding={0}>
        <Title order={2} fz="lg" p="md">
          {t('exercise-editor:autoModeration.decisionsTitle')}
        </Title>
        <Divider />
        {renderContent()}
      </Card>
      {decisions.data && (
        <ListPagination
          meta={decisions.data.meta}
          onChange={setPage}
          testId="auto-decisions-pagination"
        />
      )}
    </Stack>
  );
}

/** Spec 2 and 4: `/auto-moderation`, the rules and what they decided. */
export function AutoModerationPage() {
  const { t } = useTranslation('exercise-editor');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="auto-moderation-page">
      <PageHeader
        title={t('exercise-editor:autoModeration.title')}
        description={t('exercise-editor:autoModeration.subtitle')}
      />
      <Alert color="indigo" variant="light" icon={<IconRobot size={20} />}>
        {t('exercise-editor:autoModeration.explanation')}
      </Alert>
      <SettingsCard key={`settings-${workspaceId}`} workspaceId={workspaceId} />
      <DecisionsCard key={`decisions-${workspaceId}`} workspaceId={workspaceId} />
    </Stack>
  );
}
