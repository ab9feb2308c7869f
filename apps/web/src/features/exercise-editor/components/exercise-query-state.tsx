import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';

function ExerciseSkeleton() {
  return (
    <Stack gap="lg" data-testid="exercise-loading">
      <Skeleton height={32} width="50%" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="lg">
            <Skeleton height={220} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card padding="lg">
            <Stack gap="sm">
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A microblock that does not exist, or not in this project (the server says no more). */
export function ExerciseNotFound() {
  const { t } = useTranslation('exercise-editor');
  return (
    <StatusScreen
      testId="exercise-not-found"
      isFullPage={false}
      badge={
        <StatusIcon color="gray">
          <IconFileUnknown size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('exercise-editor:notFound.title')}
      description={t('exercise-editor:notFound.description')}
    />
  );
}

/** Loading, missing or failed: what a microblock screen shows until its microblock is there. */
export function ExerciseQueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('exercise-editor');
  if (query.isPending) return <ExerciseSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) return <ExerciseNotFound />;
  return (
    <QueryErrorAlert
      title={t('exercise-editor:loadError.title')}
      description={t('exercise-editor:loadError.description')}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId="exercise-error"
    />
  );
}
