import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs.ts';
import type { StatsRange } from '../api/get-teacher-stats.ts';

export const PERIOD_PRESETS = ['this-month', 'last-month', 'last-7-days'] as const;
type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodKind = PeriodPreset | 'custom';

export type StatsPeriod = StatsRange & { kind: PeriodKind };

const DATE_FORMAT = 'YYYY-MM-DD';
const DEFAULT_PRESET: PeriodPreset = 'this-month';

function isPreset(value: string | null): value is PeriodPreset {
  return PERIOD_PRESETS.some((preset) => preset === value);
}

/** A real calendar day written as the API takes it (dayjs alone would accept 2026-02-31). */
function readDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return dayjs(value).format(DATE_FORMAT) === value ? value : null;
}

export function getPresetRange(preset: PeriodPreset, today: Dayjs): StatsRange {
  switch (preset) {
    case 'last-month': {
      const month = today.subtract(1, 'month');
      return {
        start: month.startOf('month').format(DATE_FORMAT),
        end: month.endOf('month').format(DATE_FORMAT),
      };
    }
    case 'last-7-days':
      return {
        start: today.subtract(6, 'day').format(DATE_FORMAT),
        end: today.format(DATE_FORMAT),
      };
    default:
      return {
        start: today.startOf('month').format(DATE_FORMAT),
        end: today.endOf('month').format(DATE_FORMAT),
      };
  }
}

/**
 * The period in the address: `?period=last-month`, `?period=last-7-days`, or a custom
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`; nothing (or nonsense) is this month. A custom period keeps
 * an end before its start, so the page can say what is wrong instead of silently fixing it.
 */
export function readPeriod(params: URLSearchParams, today: Dayjs = dayjs()): StatsPeriod {
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  if (from || to) {
    const month = getPresetRange(DEFAULT_PRESET, today);
    return { kind: 'custom', start: from ?? to ?? month.start, end: to ?? from ?? month.end };
  }
  const period = params.get('period');
  const preset = isPreset(period) ? period : DEFAULT_PRESET;
  return { kind: preset, ...getPresetRange(preset, today) };
}

export function writePeriod(period: StatsPeriod): Record<string, string> {
  if (period.kind === 'custom') return { from: period.start, to: period.end };
  return period.kind === DEFAULT_PRESET ? {} : { period: period.kind };
}
