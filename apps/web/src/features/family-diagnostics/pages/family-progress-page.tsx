import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { buildPath, type FamilyProgress, type LessonResult } from '@slovo/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FamilyPageFrame, FamilyPageState } from '../../../components/family-page.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useParentLanguage } from '../../../lib/use-parent-language.ts';
import { useFamilyProgress } from '../api/get-family-diagnostics.ts';
import { FAMILY_LOOK } from '../components/family-look.ts';
import { FamilySection } from '../components/family-section.tsx';

// The charts (Recharts) load only here, after the page's first screen.
const ProgressSeriesCharts = lazy(() =>
  import('../components/progress-charts.tsx').then((module) => ({
    default: module.ProgressSeriesCharts,
  })),
);
const LessonResultsChart = lazy(() =>
  import('../components/progress-charts.tsx').then((module) => ({
    default: module.LessonResultsChart,
  })),
);

const chartFallback = <Skeleton height={220} radius="md" data-testid="progress-chart-loading" />;

function LessonResultsTable({ lessons }: { lessons: LessonResult[] }) {
  const { t } = useTranslation('family-diagnostics');
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped data-testid="lesson-results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('family-diagnostics:lessons.lesson')}</Table.Th>
            <Table.Th ta="right">{t('family-diagnostics:lessons.correct')}</Table.Th>
            <Table.Th ta="right">{t('family-diagnostics:lessons.prompted')}</Table.Th>
            <Table.Th ta="right">{t('family-diagnostics:lessons.incorrect')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lessons.map((lesson) => (
            <Table.Tr key={`${lesson.finished_at}-${lesson.number}`} data-testid="lesson-result">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {lesson.title || t('family-diagnostics:lessons.name', { number: lesson.number })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(lesson.finished_at)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{lesson.correct}</Table.Td>
              <Table.Td ta="right">{lesson.prompted}</Table.Td>
              <Table.Td ta="right">{lesson.incorrect}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FamilyProgressView({ data, token }: { data: FamilyProgress; token: string }) {
  const { t } = useTranslation('family-diagnostics');
  return (
    <FamilyPageFrame look={FAMILY_LOOK} testId="family-progress-page">
      <Stack gap="lg" pt={{ base: 'xs', sm: 'lg' }}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('family-diagnostics:progress.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="family-child-name">
            {data.child_name}
          </Title>
          <Group mt="xs">
            <Button
              component={Link}
              to={buildPath('dcPreview', { dcId: token })}
              variant="subtle"
              leftSection={<IconArrowLeft size={18} />}
              data-testid="family-card-link"
            >
              {t('family-diagnostics:progress.toCard')}
            </Button>
          </Group>
        </Stack>
        {data.templates.map((template) => (
          <FamilySection key={template.title} title={template.title} testId="progress-template">
            <Text size="sm" c="dimmed">
              {t('family-diagnostics:progress.examinations', {
                count: template.dates.length,
                dates: template.dates.map((date) => formatDate(date)).join(', '),
              })}
            </Text>
            {template.series.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('family-diagnostics:progress.noSeries')}
              </Text>
            ) : (
              <Suspense fallback={chartFallback}>
                <ProgressSeriesCharts template={template} />
              </Suspense>
            )}
          </FamilySection>
        ))}
        <FamilySection title={t('family-diagnostics:lessons.title')} testId="progress-lessons">
          {data.lessons.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="lesson-results-none">
              {t('family-diagnostics:lessons.none')}
            </Text>
          ) : (
            <>
              <Suspense fallback={chartFallback}>
                <LessonResultsChart lessons={data.lessons} />
              </Suspense>
              <LessonResultsTable lessons={data.lessons} />
            </>
          )}
        </FamilySection>
        <Text size="xs" c="dimmed" ta="center">
          {t('family-diagnostics:card.footer')}
        </Text>
      </Stack>
    </FamilyPageFrame>
  );
}

function FamilyProgressContent({ token }: { token: string }) {
  const { t } = useTranslation('family-diagnostics');
  const progress = useFamilyProgress(token);
  const isLanguageReady = useParentLanguage(progress.data?.language);
  if (progress.isError || progress.isPending || !isLanguageReady) {
    return (
      <FamilyPageState
        look={FAMILY_LOOK}
        error={progress.error}
        onRetry={() => void progress.refetch()}
        testIdPrefix="family-progress"
        missingTitle={t('family-diagnostics:missingTitle')}
        missingDescription={t('family-diagnostics:missingDescription')}
        errorTitle={t('family-diagnostics:progress.errorTitle')}
      />
    );
  }
  return <FamilyProgressView data={progress.data} token={token} />;
}

/** Public (spec 2 `/progress-preview/{dcID}`): the child's progress through the card's link. */
export function FamilyProgressPage() {
  useTranslation('family-diagnostics');
  const { dcId = '' } = useParams();
  return <FamilyProgressContent key={dcId} token={dcId} />;
}
