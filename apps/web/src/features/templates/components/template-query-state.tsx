import { Card, Skeleton, Stack } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';

function TemplateSkeleton() {
  return (
    <Stack gap="lg" maw={1100} data-testid="template-loading">
      <Skeleton height={32} width="45%" />
      <Skeleton height={14} width="30%" />
      {[120, 220, 220].map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Card key={index} padding="lg">
          <Stack gap="sm">
            <Skeleton height={16} width="35%" />
            <Skeleton height={height - 40} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** A template that does not exist, or not in this project (the server says no more). */
export function TemplateNotFound({ listPath }: { listPath: string }) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="template-not-found"
      isFullPage={false}
      badge={
        <StatusIcon color="gray">
          <IconFileUnknown size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('templates:notFound.title')}
      description={t('templates:notFound.description')}
      action={{ label: t('templates:notFound.back'), onClick: () => navigate(listPath) }}
    />
  );
}

/** Loading, missing or failed: what a template screen shows until its template is there. */
export function TemplateQueryState({
  query,
  listPath,
}: {
  query: UseQueryResult<unknown>;
  /** Where "back to the templates" leads: the moderator's or the teacher's list. */
  listPath: string;
}) {
  const { t } = useTranslation('templates');
  if (query.isPending) return <TemplateSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) {
    return <TemplateNotFound listPath={listPath} />;
  }
  return (
    <QueryErrorAlert
      title={t('templates:loadError.title')}
      description={t('templates:loadError.description')}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
      testId="template-error"
    />
  );
}
