import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconUserQuestion, IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';

function ClientSkeleton() {
  return (
    <Stack gap="lg" data-testid="client-loading">
      <Skeleton height={32} width="40%" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="lg">
            <Stack gap="md">
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={36} width="70%" />
              <Skeleton height={90} />
            </Stack>
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

/** A student that does not exist, or not in this project (the server says no more). */
export function ClientNotFound() {
  const { t } = useTranslation('students');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="client-not-found"
      isFullPage={false}
      badge={
        <StatusIcon color="gray">
          <IconUserQuestion size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('students:notFound.title')}
      description={t('students:notFound.description')}
      action={{
        label: t('students:notFound.action'),
        icon: <IconUsers size={18} />,
        onClick: () => navigate(buildPath('clients')),
      }}
    />
  );
}

/** Loading, missing or failed: what a student screen shows until the student is there. */
export function ClientQueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('students');
  if (query.isPending) return <ClientSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) return <ClientNotFound />;
  return (
    <QueryErrorAlert
      title={t('students:loadError.title')}
      description={t('students:loadError.description')}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId="client-error"
    />
  );
}
