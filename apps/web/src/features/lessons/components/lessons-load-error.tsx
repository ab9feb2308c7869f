import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

type LessonsLoadErrorProps = {
  query: { isFetching: boolean; refetch: () => unknown };
  testId: string;
};

/** A list of lessons (by state, a week, the unscheduled ones) that failed, with a retry. */
export function LessonsLoadError({ query, testId }: LessonsLoadErrorProps) {
  const { t } = useTranslation('lessons');
  return (
    <Box p="md">
      <QueryErrorAlert
        title={t('lessons:list.error.title')}
        description={t('lessons:list.error.description')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId={testId}
      />
    </Box>
  );
}
