import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardWeek } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart } from '../../../lib/charts.ts';
import { getIntlLocale } from '../../../lib/dates.ts';

/** A week named by its Monday, as short as a chart's axis needs: "16 Mar". */
function formatWeek(isoDate: string): string {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function ChartCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** The school's weekly series (loaded in a chunk of their own, after the figures). */
export function DashboardCharts({ weeks }: { weeks: DashboardWeek[] }) {
  const { t } = useTranslation('dashboard');
  const data = weeks.map((week) => ({ ...week, week: formatWeek(week.week_start) }));
  const common = {
    h: 220,
    data,
    dataKey: 'week',
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    xAxisProps: { minTickGap: 12 },
    yAxisProps: { allowDecimals: false },
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="dashboard-charts">
      <ChartCard title={t('dashboard:charts.lessons')} testId="chart-lessons">
        <BarChart
          {...common}
          series={[
            { name: 'lessons_played', label: t('dashboard:charts.lessonsPlayed'), color: 'teal.6' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('dashboard:charts.microblocks')} testId="chart-microblocks">
        <BarChart
          {...common}
          series={[
            {
              name: 'microblocks_created',
              label: t('dashboard:charts.microblocksCreated'),
              color: 'indigo.5',
            },
            {
              name: 'microblocks_accepted',
              label: t('dashboard:charts.microblocksAccepted'),
              color: 'green.6',
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('dashboard:charts.students')} testId="chart-students">
        <LineChart
          {...common}
          curveType="linear"
          strokeWidth={3}
          series={[
            { name: 'students_added', label: t('dashboard:charts.studentsAdded'), color: 'cyan.6' },
            { name: 'cards_filled', label: t('dashboard:charts.cardsFilled'), color: 'grape.6' },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
