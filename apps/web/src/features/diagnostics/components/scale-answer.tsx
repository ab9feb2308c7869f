import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import type { DiagnosticPreviousValue, DiagnosticScale } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate, useScaleChangeConfirm } from './scale-change-confirm.tsx';
import { ZoneBadge } from './zone-badge.tsx';

/** The scale's zones drawn as coloured bands under the slider, at their place on the range. */
function ZoneBands({ scale }: { scale: DiagnosticScale }) {
  const range = scale.end.value - scale.start.value;
  if (scale.zones.length === 0 || range <= 0) return null;
  return (
    <Box pos="relative" h={8} mx={10} aria-hidden data-testid="scale-zone-bands">
      {scale.zones.map((zone) => (
        <Box
          key={`${zone.from}-${zone.to}`}
          pos="absolute"
          top={0}
          h={8}
          bg={`${zone.color}.4`}
          style={{
            left: `${((zone.from - scale.start.value) / range) * 100}%`,
            width: `${((zone.to - zone.from) / range) * 100}%`,
            borderRadius: 4,
          }}
        />
      ))}
    </Box>
  );
}

/** Where the last examination left the scale: a tick above the track. */
function PreviousMarker({ scale, value }: { scale: DiagnosticScale; value: number }) {
  const range = scale.end.value - scale.start.value;
  if (range <= 0) return null;
  const at = Math.min(Math.max((value - scale.start.value) / range, 0), 1);
  return (
    <Box pos="relative" h={0} mx={10} aria-hidden>
      <Box
        pos="absolute"
        top={-14}
        w={4}
        h={10}
        bg="orange.6"
        style={{ left: `calc(${at * 100}% - 2px)`, borderRadius: 2 }}
        data-testid="scale-previous-marker"
      />
    </Box>
  );
}

/**
 * A scale to mark: a slider on its divisions, its marks labelled, its zones coloured; with the
 * last examination's value marked, a move far from it asks first (spec 9).
 */
export function ScaleAnswer({
  scale,
  value,
  label,
  onChange,
  testId,
  previous,
}: {
  scale: DiagnosticScale;
  value: number | null;
  label: string;
  onChange: (value: number | null) => void;
  testId: string;
  previous?: DiagnosticPreviousValue | undefined;
}) {
  const { t } = useTranslation('diagnostics');
  const confirm = useScaleChangeConfirm(scale, previous, onChange);
  const ends = [scale.start, scale.centre, scale.end];
  // The slider's own mark labels sit centred on their point and would spill past the ends:
  // the values stay there, the words go in a row of their own below.
  const marks = ends.map((mark) => ({ value: mark.value, label: String(mark.value) }));
  return (
    <Stack gap={6} data-testid={testId} data-value={value ?? ''}>
      <Box px={4} pb={28}>
        <Slider
          min={scale.start.value}
          max={scale.end.value}
          step={scale.step}
          marks={marks}
          value={value ?? scale.start.value}
          onChange={(next) => {
            confirm.begin(value);
            onChange(next);
          }}
          onChangeEnd={confirm.end}
          color={value === null ? 'gray' : 'indigo'}
          thumbLabel={label}
          label={(current) => current}
          data-testid={`${testId}-slider`}
        />
        {previous && <PreviousMarker scale={scale} value={previous.value} />}
      </Box>
      <ZoneBands scale={scale} />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {ends.map((mark, index) => (
          <Text
            key={mark.value}
            size="xs"
            c="dimmed"
            ta={index === 0 ? 'left' : index === 1 ? 'center' : 'right'}
            style={{ flex: 1, overflowWrap: 'anywhere' }}
          >
            {mark.label}
          </Text>
        ))}
      </Group>
      <Group gap="xs" mt={4}>
        <Text size="sm" c={value === null ? 'dimmed' : undefined} data-testid={`${testId}-value`}>
          {value === null
            ? t('diagnostics:preview.notMarked')
            : t('diagnostics:preview.marked', { value })}
        </Text>
        <ZoneBadge zones={scale.zones} value={value} testId={`${testId}-zone`} />
        {value !== null && (
          <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange(null)}>
            {t('diagnostics:preview.clear')}
          </Button>
        )}
        {previous && (
          <Text size="sm" c="gray.7" data-testid={`${testId}-previous`}>
            {t('diagnostics:scaleHistory.lastTime', {
              value: previous.value,
              date: formatShortDate(previous.diagnostic_date),
            })}
          </Text>
        )}
      </Group>
      {confirm.modal}
    </Stack>
  );
}
