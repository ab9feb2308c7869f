import { Skeleton, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconUserQuestion, IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordQueryState, RecordSkeleton } from '../../../components/record-query-state.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';

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
  return (
    <RecordQueryState
      query={query}
      skeleton={
        <RecordSkeleton testId="client-loading" titleWidth="40%">
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} width="70%" />
            <Skeleton height={90} />
          </Stack>
        </RecordSkeleton>
      }
      notFound={<ClientNotFound />}
      errorTitle={t('students:loadError.title')}
      errorDescription={t('students:loadError.description')}
      errorTestId="client-error"
    />
  );
}
