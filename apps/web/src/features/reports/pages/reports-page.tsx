import {
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type ReportExclusion,
  type ReportExclusionKind,
  ReportQuerySchema,
  type ReportRow,
} from '@slovo/contracts';
import { IconCalendar, IconChartBarOff, IconFileDownload } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { DatePickerInput } from '../../../lib/date-inputs.ts';
import { createSchemaValidator, translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type ReportFilters,
  type ReportOrder,
  type ReportRange,
  type ReportView,
  useChangeReportItem,
  useExportReport,
  useReport,
  useReportExclusions,
} from '../api/reports-api.ts';
import { ExclusionsPanel, exclusionKey } from '../components/exclusions-panel.tsx';
import { LessonsDrawer } from '../components/lessons-drawer.tsx';
import { ReportList } from '../components/report-list.tsx';
import { readReportRange, writeReportRange } from '../components/report-range.ts';

// The chart (Recharts) loads only here, after the page's first screen.
const UsageChart = lazy(() =>
  import('../components/usage-chart.tsx').then((module) => ({ default: module.UsageChart })),
);

const validateQuery = createSchemaValidator(ReportQuerySchema);

type RangeErrors = { start?: ReactNode; end?: ReactNode };

/** What is wrong with the range: the contracts rule first, then what the server said. */
function getRangeErrors(
  workspaceId: number,
  range: ReportRange,
  serverError: unknown,
): RangeErrors {
  const errors = validateQuery({
    workspace_id: workspaceId,
    start_date: range.start,
    end_date: range.end,
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

const NO_FILTERS: ReportFilters = { categoryId: null, authorId: null, themeId: null };
const toId = (value: string | null) => (value ? Number(value) : null);

/** Moderator (spec 2 /reports): how the project's library is used, per microblock. */
export function ReportsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <Reports key={workspaceId} workspaceId={workspaceId} />;
}

function Reports({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['reports', 'common']);
  const [range, setRange] = useState<ReportRange>(() => readReportRange());
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const [order, setOrder] = useState<ReportOrder>({ sort: 'plays', order: 'desc' });
  const [lessonsOf, setLessonsOf] = useState<ReportRow | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const clientErrors = getRangeErrors(workspaceId, range, null);
  const isRangeValid = !clientErrors.start && !clientErrors.end;
  const view: ReportView | null = isRangeValid ? { workspaceId, range, filters, order } : null;
  const report = useReport(view);
  const exclusions = useReportExclusions(workspaceId);
  const change = useChangeReportItem(workspaceId);
  const exportCsv = useExportReport();
  const rangeErrors = getRangeErrors(workspaceId, range, report.error);
  const hasRangeError = Boolean(rangeErrors.start || rangeErrors.end);

  const changeRange = (next: ReportRange) => {
    setRange(next);
    writeReportRange(next);
  };

  const changeItem = (kind: ReportExclusionKind, id: number, action: 'exclude' | 'include') => {
    const key = exclusionKey({ kind, id });
    setBusyKey(key);
    change.mutate(
      { kind, id, action },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t(action === 'exclude' ? 'reports:excluded' : 'reports:included'),
          }),
        onSettled: () => setBusyKey((current) => (current === key ? null : current)),
      },
    );
  };

  const startExport = () => {
    if (!view) return;
    exportCsv.mutate(view, {
      onError: (error) =>
        notify({ color: 'red', title: t('reports:export.failed'), message: error.message }),
    });
  };

  const facets = report.data?.facets;
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  const renderTable = () => {
    if (hasRangeError) return null;
    if (report.isPending) return <ListSkeleton testId="report-loading" />;
    if (report.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('reports:error.title')}
            description={report.error.message}
            isRetrying={report.isFetching}
            onRetry={() => void report.refetch()}
            testId="report-error"
          />
        </Box>
      );
    }
    if (report.data.rows.length === 0) {
      return (
        <EmptyState
          testId="report-empty"
          icon={<IconChartBarOff size={32} />}
          title={t('reports:empty.title')}
          description={t('reports:empty.description')}
        />
      );
    }
    return (
      <Box style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
        <ReportList
          report={report.data}
          order={order}
          onSort={setOrder}
          onExclude={(row) => changeItem('exercise', row.exercise_id, 'exclude')}
          onShowLessons={setLessonsOf}
          busyId={busyKey?.startsWith('exercise-') ? Number(busyKey.slice(9)) : null}
        />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="reports-page">
      <PageHeader
        title={t('reports:title')}
        description={t('reports:subtitle')}
        actions={
          <Button
            leftSection={<IconFileDownload size={18} />}
            onClick={startExport}
            loading={exportCsv.isPending}
            disabled={view === null}
            data-testid="report-export"
          >
            {t('reports:export.button')}
          </Button>
        }
      />
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <DatePickerInput
            label={t('reports:range.from')}
            value={range.start}
            onChange={(value) => value && changeRange({ ...range, start: value })}
            valueFormat="L"
            leftSection={<IconCalendar size={16} />}
            error={rangeErrors.start}
            data-testid="report-start-date"
          />
          <DatePickerInput
            label={t('reports:range.to')}
            value={range.end}
            onChange={(value) => value && changeRange({ ...range, end: value })}
            valueFormat="L"
            leftSection={<IconCalendar size={16} />}
            error={rangeErrors.end}
            data-testid="report-end-date"
          />
          <Select
            label={t('reports:filters.category')}
            placeholder={t('reports:filters.all')}
            data={options(facets?.categories)}
            value={filters.categoryId === null ? null : String(filters.categoryId)}
            onChange={(value) => setFilters({ ...filters, categoryId: toId(value) })}
            clearable
            searchable
            data-testid="report-filter-category"
          />
          <Select
            label={t('reports:filters.author')}
            placeholder={t('reports:filters.all')}
            data={options(facets?.authors)}
            value={filters.authorId === null ? null : String(filters.authorId)}
            onChange={(value) => setFilters({ ...filters, authorId: toId(value) })}
            clearable
            searchable
            data-testid="report-filter-author"
          />
          <Select
            label={t('reports:filters.theme')}
            placeholder={t('reports:filters.all')}
            data={options(facets?.themes)}
            value={filters.themeId === null ? null : String(filters.themeId)}
            onChange={(value) => setFilters({ ...filters, themeId: toId(value) })}
            clearable
            searchable
            data-testid="report-filter-theme"
          />
        </SimpleGrid>
      </Card>
      {!hasRangeError && report.data && report.data.rows.length > 0 && (
        <Card>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('reports:chart.title')}
            </Title>
            <Suspense
              fallback={<Skeleton height={220} radius="md" data-testid="report-chart-loading" />}
            >
              <UsageChart weekly={report.data.weekly} />
            </Suspense>
          </Stack>
        </Card>
      )}
      {!hasRangeError && <Card padding={0}>{renderTable()}</Card>}
      <Card>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('reports:exclusions.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('reports:exclusions.hint')}
            </Text>
          </Group>
          {exclusions.data && (
            <ExclusionsPanel
              exclusions={exclusions.data}
              busyKey={busyKey}
              onInclude={(item: ReportExclusion) => changeItem(item.kind, item.id, 'include')}
            />
          )}
        </Stack>
      </Card>
      <LessonsDrawer
        workspaceId={workspaceId}
        range={view ? range : null}
        row={lessonsOf}
        onClose={() => setLessonsOf(null)}
        onExclude={(kind, id) => changeItem(kind, id, 'exclude')}
        busyKey={busyKey}
      />
    </Stack>
  );
}
