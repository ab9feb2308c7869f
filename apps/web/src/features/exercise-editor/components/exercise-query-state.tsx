import { Skeleton } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordQueryState, RecordSkeleton } from '../../../components/record-query-state.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';

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
  return (
    <RecordQueryState
      query={query}
      skeleton={
        <RecordSkeleton testId="exercise-loading" titleWidth="50%">
          <Skeleton height={220} />
        </RecordSkeleton>
      }
      notFound={<ExerciseNotFound />}
      errorTitle={t('exercise-editor:loadError.title')}
      errorDescription={t('exercise-editor:loadError.description')}
      errorTestId="exercise-error"
    />
  );
}
