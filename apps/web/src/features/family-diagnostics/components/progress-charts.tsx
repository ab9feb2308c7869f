import { Card, Stack, Text, useMantineTheme } from '@mantine/core';
import type { FamilyProgress, LessonResult, ProgressSeries } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart, ReferenceArea } from '../../../lib/charts.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';

/** The y range a series is drawn on: its scale, or its zones and values for a computed score. */
function findRange(series: ProgressSeries): [number, number] {
  const values = [
    ...series.points.flatMap((p) => (p.value === null ? [] : [p.value])),
    ...series.zones.flatMap((z) => [z.from, z.to]),
  ];
  const min = series.min ?? Math.min(...values, 0);
  const max = series.max ?? Math.max(...values, 1);
  return [min, max > min ? max : min + 1];
}

function SeriesChart({ series }: { series: ProgressSeries }) {
  const { t } = useTranslation('family-diagnostics');
  const theme = useMantineTheme();
  const [min, max] = findRange(series);
  const data = series.points.map((point) => ({
    date: formatDate(point.date),
    value: point.value,
  }));
  return (
    <Card padding="md" radius="md" withBorder data-testid="progress-series">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {series.title}
        </Text>
        {series.kind === 'scale' && series.block_title !== series.title && (
          <Text size="xs" c="dimmed">
            {series.block_title}
          </Text>
        )}
        <LineChart
          h={200}
          mt="xs"
          data={data}
          dataKey="date"
          series={[
            { name: 'value', label: t('family-diagnostics:progress.value'), color: 'indigo.6' },
          ]}
          yAxisProps={{ domain: [min, max], allowDecimals: true }}
          valueFormatter={formatScore}
          connectNulls
          curveType="linear"
          withLegend={false}
          strokeWidth={3}
        >
          {/* The zones as coloured bands behind the line, as on the card's scales. */}
          {series.zones.map((zone) => (
            // SVG attributes take no CSS variables: the theme's colour itself.
            <ReferenceArea
              key={`${zone.from}-${zone.to}`}
              yAxisId="left"
              y1={Math.max(zone.from, min)}
              y2={Math.min(zone.to, max)}
              fill={theme.colors[zone.color]?.[2]}
              fillOpacity={0.55}
              ifOverflow="hidden"
              label={{ value: zone.name, position: 'insideTopRight', fontSize: 11 }}
            />
          ))}
        </LineChart>
      </Stack>
    </Card>
  );
}

/** Every series of the child's examinations, drawn over time. */
export function ProgressSeriesCharts({
  template,
}: {
  template: FamilyProgress['templates'][number];
}) {
  return (
    <Stack gap="md">
      {template.series.map((series) => (
        <SeriesChart key={`${series.kind}-${series.title}-${series.block_title}`} series={series} />
      ))}
    </Stack>
  );
}

/** The lessons' marks, stacked per lesson. */
export function LessonResultsChart({ lessons }: { lessons: LessonResult[] }) {
  const { t } = useTranslation('family-diagnostics');
  const data = lessons.map((lesson) => ({
    lesson: formatDate(lesson.finished_at),
    correct: lesson.correct,
    prompted: lesson.prompted,
    incorrect: lesson.incorrect,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="lesson"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      data-testid="lesson-results-chart"
      series={[
        { name: 'correct', label: t('family-diagnostics:lessons.correct'), color: 'teal.6' },
        { name: 'prompted', label: t('family-diagnostics:lessons.prompted'), color: 'yellow.5' },
        { name: 'incorrect', label: t('family-diagnostics:lessons.incorrect'), color: 'red.5' },
      ]}
    />
  );
}
