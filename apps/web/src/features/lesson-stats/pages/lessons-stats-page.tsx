import { Box, Button, Card, Stack } from '@mantine/core';
import { LessonStatsQuerySchema } from '@slovo/contracts';
import { IconCalendarOff, IconFileDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { dayjs } from '../../../lib/dayjs.ts';
import { createSchemaValidator, translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useExportLessonStatsMutation } from '../api/export-lesson-stats.ts';
import { type StatsRange, useTeacherStats } from '../api/get-teacher-stats.ts';
import {
  getPresetRange,
  readPeriod,
  type StatsPeriod,
  writePeriod,
} from '../components/stats-period.ts';
import { StatsPeriodPicker } from '../components/stats-period-picker.tsx';
import { StatsSummary, StatsSummarySkeleton } from '../components/stats-summary.tsx';
import { TeacherStatsList } from '../components/teacher-stats-list.tsx';

type RangeErrors = { start?: ReactNode; end?: ReactNode };

const validateRange = createSchemaValidator(LessonStatsQuerySchema);

/** What is wrong with the period: the contracts rule first, then what the server said. */
function getRangeErrors(
  workspaceId: number,
  period: StatsPeriod,
  serverError: unknown,
): RangeErrors {
  const errors = validateRange({
    workspace_id: workspaceId,
    start_date: period.start,
    end_date: period.end,
  });
  const fields = isApiError(serverError) ? serverError.fields : [];
  const fromServer = (name: string) =>
    fields.find((field) => field.path === `querystring.${name}` || field.path === name)?.message;
  const start = errors.start_date ?? fromServer('start_date');
  const end = errors.end_date ?? fromServer('end_date');
  return {
    start: start ? translateFieldError(start) : undefined,
    end: end ? translateFieldError(end) : undefined,
  };
}

/** Manager (spec 2): finished lessons of the project's teachers in a period, with a CSV export. */
export function LessonsStatsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <LessonsStats key={workspaceId} workspaceId={workspaceId} />;
}

function LessonsStats({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['lesson-stats', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const period = readPeriod(searchParams);
  const [openTeacherId, setOpenTeacherId] = useState<number | null>(null);
  const clientErrors = getRangeErrors(workspaceId, period, null);
  const isRangeValid = !clientErrors.start && !clientErrors.end;
  const range: StatsRange | null = isRangeValid ? { start: period.start, end: period.end } : null;
  const stats = useTeacherStats(workspaceId, range);
  const exportCsv = useExportLessonStatsMutation();
  const rangeErrors = getRangeErrors(workspaceId, period, stats.error);
  const hasRangeError = Boolean(rangeErrors.start || rangeErrors.end);

  const changePeriod = (next: StatsPeriod) => {
    setSearchParams(writePeriod(next), { replace: true });
  };

  const startExport = () => {
    if (!range) return;
    exportCsv.mutate(
      { workspaceId, range },
      {
        onError: (error) =>
          notify({
            color: 'red',
            title: t('lesson-stats:export.failed'),
            message: error.message,
          }),
      },
    );
  };

  const renderContent = () => {
    if (hasRangeError) return null;
    if (stats.isPending) return <ListSkeleton testId="stats-loading" />;
    if (stats.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('lesson-stats:error.title')}
            description={stats.error.message}
            isRetrying={stats.isFetching}
            onRetry={() => void stats.refetch()}
            testId="stats-error"
          />
        </Box>
      );
    }
    if (stats.data.length === 0) {
      // The usual reason for an empty period is a month that has just begun.
      const suggestion = period.kind === 'this-month' ? 'last-month' : 'this-month';
      return (
        <EmptyState
          testId="stats-empty"
          icon={<IconCalendarOff size={32} />}
          title={t('lesson-stats:empty.title')}
          description={t('lesson-stats:empty.description')}
          action={
            <Button
              variant="light"
              mt="sm"
              onClick={() =>
                changePeriod({ kind: suggestion, ...getPresetRange(suggestion, dayjs()) })
              }
              data-testid="stats-empty-action"
            >
              {t(`lesson-stats:empty.show.${suggestion}`)}
            </Button>
          }
        />
      );
    }
    return (
      <Box style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
        <TeacherStatsList
          rows={stats.data}
          workspaceId={workspaceId}
          range={range ?? period}
          openTeacherId={openTeacherId}
          onToggle={(id) => setOpenTeacherId((current) => (current === id ? null : id))}
        />
      </Box>
    );
  };

  const renderSummary = () => {
    if (hasRangeError || stats.isError) return null;
    if (stats.isPending) return <StatsSummarySkeleton />;
    if (stats.data.length === 0) return null;
    return (
      <Box style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
        <StatsSummary rows={stats.data} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="lessons-stats-page">
      <PageHeader
        title={t('lesson-stats:title')}
        description={t('lesson-stats:subtitle')}
        actions={
          <Button
            leftSection={<IconFileDownload size={18} />}
            onClick={startExport}
            loading={exportCsv.isPending}
            disabled={range === null}
            data-testid="stats-export"
          >
            {t('lesson-stats:export.button')}
          </Button>
        }
      />
      <Card>
        <StatsPeriodPicker
          period={period}
          onChange={changePeriod}
          startError={rangeErrors.start}
          endError={rangeErrors.end}
        />
      </Card>
      {renderSummary()}
      {!hasRangeError && <Card padding={0}>{renderContent()}</Card>}
    </Stack>
  );
}
