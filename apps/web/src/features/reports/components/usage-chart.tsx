import type { Report } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../lib/charts.ts';
import { formatDate } from '../../../lib/dates.ts';

/** Plays per week over the range (Recharts: loaded lazily, after the page's first screen). */
export function UsageChart({ weekly }: { weekly: Report['weekly'] }) {
  const { t } = useTranslation('reports');
  const data = weekly.map((point) => ({ week: formatDate(point.week), plays: point.plays }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="week"
      series={[{ name: 'plays', label: t('reports:chart.plays'), color: 'indigo.6' }]}
      yAxisProps={{ allowDecimals: false }}
      withLegend={false}
      data-testid="report-chart"
    />
  );
}
