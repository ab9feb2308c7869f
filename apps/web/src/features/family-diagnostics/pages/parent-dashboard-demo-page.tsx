import { Alert, Badge, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FamilyProgress, LessonResult } from '@slovo/contracts';
import { IconCalendarEvent, IconInfoCircle, IconMoodSearch } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FamilyPageFrame } from '../../../components/family-page.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { getIntlLocale } from '../../../lib/intl-locale.ts';
import { FAMILY_LOOK } from '../components/family-look.ts';
import { FamilySection } from '../components/family-section.tsx';
import { getSampleChild, type SampleChild } from '../demo/sample-children.ts';

// The charts (Recharts) load after the page's first screen, as on the family's progress page.
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

function formatLessonTime(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** The sample's texts are translation keys: the charts get them in the visitor's language. */
function useTranslatedSample(child: SampleChild) {
  const { t, i18n } = useTranslation('family-diagnostics');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  return useMemo(() => {
    const tr = (key: string) => t(`family-diagnostics:${key}`);
    const lessons: LessonResult[] = child.lessons.map((lesson) => ({
      ...lesson,
      title: tr(lesson.title),
    }));
    const template: FamilyProgress['templates'][number] = {
      ...child.progress,
      title: tr(child.progress.title),
      series: child.progress.series.map((series) => ({
        ...series,
        title: tr(series.title),
        block_title: tr(series.block_title),
        zones: series.zones.map((zone) => ({ ...zone, name: tr(zone.name) })),
      })),
    };
    return { lessons, template };
  }, [child, t, i18n.resolvedLanguage]);
}

function DemoDashboard({ child }: { child: SampleChild }) {
  const { t } = useTranslation('family-diagnostics');
  const { lessons, template } = useTranslatedSample(child);
  const name = t(`family-diagnostics:${child.nameKey}`);
  return (
    <FamilyPageFrame look={FAMILY_LOOK} testId="parent-dashboard-demo-page">
      <Stack gap="lg" pt={{ base: 'xs', sm: 'lg' }}>
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('family-diagnostics:demo.eyebrow')}
            </Text>
            <Badge variant="light" color="grape" tt="none">
              {t('family-diagnostics:demo.badge')}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="demo-child-name">
            {name}
          </Title>
          <Text c="dimmed">
            {t('family-diagnostics:demo.age', { count: child.age })} ·{' '}
            {t('family-diagnostics:demo.therapist', {
              name: t(`family-diagnostics:${child.therapistKey}`),
            })}
          </Text>
        </Stack>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('family-diagnostics:demo.notice')}
        </Alert>

        <FamilySection title={t('family-diagnostics:demo.nextLessons')} testId="demo-next-lessons">
          <Text size="xs" c="dimmed">
            {t('family-diagnostics:demo.timeZone', { zone: child.timeZone.replaceAll('_', ' ') })}
          </Text>
          {child.nextLessons.map((lesson) => (
            <Group key={lesson.startsAt} gap="sm" wrap="nowrap" data-testid="demo-next-lesson">
              <IconCalendarEvent size={20} color="var(--mantine-color-indigo-6)" aria-hidden />
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {t(`family-diagnostics:${lesson.titleKey}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatLessonTime(lesson.startsAt, child.timeZone)}
                </Text>
              </Stack>
            </Group>
          ))}
        </FamilySection>

        <FamilySection title={t('family-diagnostics:demo.plan')} testId="demo-plan">
          {child.plan.map((block) => (
            <Stack key={block.titleKey} gap={4} data-testid="demo-plan-block">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {t(`family-diagnostics:${block.titleKey}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('family-diagnostics:demo.planProgress', {
                    done: block.done,
                    total: block.total,
                  })}
                </Text>
              </Group>
              <Progress
                value={(block.done / block.total) * 100}
                color="teal"
                aria-label={t(`family-diagnostics:${block.titleKey}`)}
              />
              <Text size="xs" c="dimmed">
                {t(`family-diagnostics:${block.noteKey}`)}
              </Text>
            </Stack>
          ))}
        </FamilySection>

        <FamilySection title={t('family-diagnostics:lessons.title')} testId="demo-results">
          <Suspense fallback={chartFallback}>
            <LessonResultsChart lessons={lessons} />
          </Suspense>
        </FamilySection>

        <FamilySection title={t('family-diagnostics:demo.progress')} testId="demo-progress">
          <Text size="sm" c="dimmed">
            {template.title}
          </Text>
          <Suspense fallback={chartFallback}>
            <ProgressSeriesCharts template={template} />
          </Suspense>
        </FamilySection>
      </Stack>
    </FamilyPageFrame>
  );
}

/**
 * Public (spec 2): a demo of the parent dashboard with a fictional child — next lessons, plan,
 * recent results and progress (decision 044). An unknown child id shows the not-found state.
 */
export function ParentDashboardDemoPage() {
  const { t } = useTranslation('family-diagnostics');
  const { childId = '' } = useParams();
  const child = useMemo(() => getSampleChild(childId), [childId]);
  if (!child) {
    return (
      <FamilyPageFrame look={FAMILY_LOOK} testId="parent-dashboard-demo-missing">
        <StatusScreen
          isFullPage={false}
          testId="parent-dashboard-demo-missing-message"
          badge={
            <StatusIcon color={FAMILY_LOOK.missingColor}>
              <IconMoodSearch size={48} stroke={1.5} />
            </StatusIcon>
          }
          title={t('family-diagnostics:demo.missingTitle')}
          description={t('family-diagnostics:demo.missingDescription')}
        />
      </FamilyPageFrame>
    );
  }
  return <DemoDashboard child={child} />;
}
