import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { QueryErrorAlert } from './query-error-alert.tsx';

type RecordSkeletonProps = {
  testId: string;
  /** The width of the title line. */
  titleWidth: string;
  /** What stands in for the main card's content. */
  children: ReactNode;
};

/** The page of one record while it loads: a title, the main card and a side card of details. */
export function RecordSkeleton({ testId, titleWidth, children }: RecordSkeletonProps) {
  return (
    <Stack gap="lg" data-testid={testId}>
      <Skeleton height={32} width={titleWidth} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="lg">{children}</Card>
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

type RecordQueryStateProps = {
  query: UseQueryResult<unknown>;
  skeleton: ReactNode;
  /** Shown when the server does not know the record (404). */
  notFound: ReactNode;
  /** The texts of a failed load, from the screen's namespace. */
  errorTitle: string;
  errorDescription: string;
  errorTestId: string;
};

/** Loading, missing or failed: what the page of one record shows until the record is there. */
export function RecordQueryState({
  query,
  skeleton,
  notFound,
  errorTitle,
  errorDescription,
  errorTestId,
}: RecordQueryStateProps) {
  if (query.isPending) return skeleton;
  if (isApiError(query.error) && query.error.status === 404) return notFound;
  return (
    <QueryErrorAlert
      title={errorTitle}
      description={errorDescription}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId={errorTestId}
    />
  );
}
