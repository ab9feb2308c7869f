import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

type SettingsLoaderProps<T> = {
  query: UseQueryResult<T>;
  /** Roughly the form's height, so the page does not jump when it arrives. */
  skeletonHeight: number;
  errorTestId: string;
  /** The form, drawn once with the saved values (it keeps its own edits from then on). */
  children: (initial: T) => ReactNode;
};

/** A settings screen's form once its saved values are in: a retryable error or a skeleton until then. */
export function SettingsLoader<T>({
  query,
  skeletonHeight,
  errorTestId,
  children,
}: SettingsLoaderProps<T>) {
  const { t } = useTranslation('booking');
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t('booking:loadFailed')}
        description={query.error.message}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId={errorTestId}
      />
    );
  }
  if (query.data === undefined) return <Skeleton h={skeletonHeight} />;
  return children(query.data);
}
