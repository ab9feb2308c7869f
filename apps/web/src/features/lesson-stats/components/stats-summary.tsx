import { Grid, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TeacherLessonStats } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from './format-minutes.ts';
import { MarksLegend, MarksSummary } from './marks-summary.tsx';

const TILE_COUNT = 5;

function sumOf(rows: TeacherLessonStats[], pick: (row: TeacherLessonStats) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

type TileProps = { label: string; testId: string; isWide?: boolean; children: ReactNode };

/**
 * Two figures a row on phones, four on tablets, all in one row on wide screens; the marks take a
 * whole row until then, and twice a figure's width after.
 */
function Tile({ label, testId, isWide = false, children }: TileProps) {
  return (
    <Grid.Col span={isWide ? { base: 12, lg: 4 } : { base: 6, sm: 3, lg: 2 }}>
      <Paper withBorder p="sm" radius="md" h="100%" data-testid={testId}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Paper>
    </Grid.Col>
  );
}

function Figure({ value }: { value: string | number }) {
  return (
    <Text fz={26} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  );
}

export function StatsSummarySkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: TILE_COUNT }} spacing="sm" data-testid="stats-summary-loading">
      {Array.from({ length: TILE_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Skeleton key={index} height={74} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * Totals of the period over every teacher. Students are added up per teacher: a child taught by
 * two teachers counts twice (the API gives no distinct total).
 */
export function StatsSummary({ rows }: { rows: TeacherLessonStats[] }) {
  const { t } = useTranslation('lesson-stats');
  const marks = {
    correct: sumOf(rows, (row) => row.correct),
    incorrect: sumOf(rows, (row) => row.incorrect),
    prompted: sumOf(rows, (row) => row.prompted),
  };
  return (
    <Grid gutter="sm" data-testid="stats-summary">
      <Tile label={t('lesson-stats:summary.lessons')} testId="stats-total-lessons">
        <Figure value={sumOf(rows, (row) => row.lessons_finished)} />
      </Tile>
      <Tile label={t('lesson-stats:summary.done')} testId="stats-total-done">
        <Figure value={sumOf(rows, (row) => row.lessons_done)} />
      </Tile>
      <Tile label={t('lesson-stats:summary.students')} testId="stats-total-students">
        <Figure value={sumOf(rows, (row) => row.students)} />
      </Tile>
      <Tile label={t('lesson-stats:summary.hours')} testId="stats-total-hours">
        <Figure value={formatMinutes(sumOf(rows, (row) => row.minutes))} />
      </Tile>
      <Tile label={t('lesson-stats:summary.marks')} testId="stats-total-marks" isWide>
        <Stack gap={6}>
          <MarksSummary marks={marks} width="100%" size="lg" />
          <MarksLegend />
        </Stack>
      </Tile>
    </Grid>
  );
}
