import { Chip, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../lib/date-inputs.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import {
  getPresetRange,
  PERIOD_PRESETS,
  type PeriodKind,
  type StatsPeriod,
} from './stats-period.ts';

type StatsPeriodPickerProps = {
  period: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
  startError?: ReactNode;
  endError?: ReactNode;
};

const PERIOD_KINDS: PeriodKind[] = [...PERIOD_PRESETS, 'custom'];

function isPeriodKind(value: string): value is PeriodKind {
  return PERIOD_KINDS.some((kind) => kind === value);
}

/** Presets as chips; the two dates always show the period, and editing one makes it custom. */
export function StatsPeriodPicker({
  period,
  onChange,
  startError,
  endError,
}: StatsPeriodPickerProps) {
  const { t } = useTranslation('lesson-stats');

  const choose = (kind: string) => {
    if (!isPeriodKind(kind) || kind === period.kind) return;
    if (kind === 'custom') onChange({ ...period, kind });
    else onChange({ kind, ...getPresetRange(kind, dayjs()) });
  };

  return (
    <Stack gap="sm" data-testid="stats-period">
      <Chip.Group multiple={false} value={period.kind} onChange={choose}>
        <Group gap="xs" aria-label={t('lesson-stats:period.label')} role="radiogroup">
          {PERIOD_KINDS.map((kind) => (
            <Chip
              key={kind}
              value={kind}
              type="radio"
              size="sm"
              data-testid={`stats-period-${kind}`}
            >
              {t(`lesson-stats:period.${kind}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={2} spacing="sm" maw={480}>
        <DatePickerInput
          label={t('lesson-stats:period.from')}
          value={period.start}
          onChange={(value) => value && onChange({ ...period, kind: 'custom', start: value })}
          valueFormat="L"
          leftSection={<IconCalendar size={16} />}
          error={startError}
          data-testid="stats-start-date"
        />
        <DatePickerInput
          label={t('lesson-stats:period.to')}
          value={period.end}
          onChange={(value) => value && onChange({ ...period, kind: 'custom', end: value })}
          valueFormat="L"
          leftSection={<IconCalendar size={16} />}
          error={endError}
          data-testid="stats-end-date"
        />
      </SimpleGrid>
    </Stack>
  );
}
