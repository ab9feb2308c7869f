import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type MarkCounts = { correct: number; incorrect: number; prompted: number };

// The numbers, the bar and the legend share one order and one colour per mark. The numbers take
// the theme's readable shade of each colour (over 4.5:1 on white); teal 8 and yellow 9 are not.
const MARKS = [
  { key: 'correct', color: 'teal', textColor: 'var(--mantine-color-teal-light-color)' },
  { key: 'incorrect', color: 'red', textColor: 'var(--mantine-color-red-light-color)' },
  { key: 'prompted', color: 'yellow', textColor: 'var(--mantine-color-yellow-light-color)' },
] as const;

type MarksSummaryProps = {
  marks: MarkCounts;
  width?: number | string;
  size?: 'sm' | 'lg';
};

/** Correct / incorrect / prompted as numbers over a thin bar of their shares. */
export function MarksSummary({ marks, width = 140, size = 'sm' }: MarksSummaryProps) {
  const { t } = useTranslation('lesson-stats');
  const total = marks.correct + marks.incorrect + marks.prompted;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('lesson-stats:marks.none')}
      </Text>
    );
  }
  const fontSize = size === 'lg' ? 26 : 'sm';
  return (
    <Stack gap={size === 'lg' ? 6 : 4} w={width} data-testid="stats-marks">
      <Group gap={6} wrap="nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {MARKS.map(({ key, textColor }, index) => (
          <Group key={key} gap={6} wrap="nowrap">
            {index > 0 && (
              <Text span fz={fontSize} c="dimmed" fw={400}>
                /
              </Text>
            )}
            <Text
              span
              fz={fontSize}
              lh={size === 'lg' ? 1.3 : undefined}
              c={textColor}
              fw={700}
              title={t(`lesson-stats:marks.${key}`)}
            >
              {marks[key]}
            </Text>
          </Group>
        ))}
      </Group>
      <Progress.Root size={size === 'lg' ? 8 : 6} aria-hidden="true">
        {MARKS.map(({ key, color }) =>
          marks[key] > 0 ? (
            <Progress.Section key={key} value={(marks[key] / total) * 100} color={color} />
          ) : null,
        )}
      </Progress.Root>
    </Stack>
  );
}

/** Which colour is which mark, where the numbers first appear. */
export function MarksLegend() {
  const { t } = useTranslation('lesson-stats');
  return (
    <Group gap="sm" data-testid="stats-marks-legend">
      {MARKS.map(({ key, color }) => (
        <Group key={key} gap={4} wrap="nowrap">
          <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%' }} />
          <Text size="xs" c="dimmed">
            {t(`lesson-stats:marks.${key}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
