import { STORAGE_KEYS } from '@slovo/contracts';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs.ts';
import { readStorage, writeStorage } from '../../../lib/local-storage.ts';
import type { ReportRange } from '../api/reports-api.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
const DEFAULT_DAYS = 90;

/** A real calendar day written as the API takes it (dayjs alone would accept 2026-02-31). */
function readDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return dayjs(value).format(DATE_FORMAT) === value ? value : null;
}

function getDefaultRange(today: Dayjs = dayjs()): ReportRange {
  return {
    start: today.subtract(DEFAULT_DAYS - 1, 'day').format(DATE_FORMAT),
    end: today.format(DATE_FORMAT),
  };
}

/**
 * The range kept in local storage `reportRange` (spec 3) as `["YYYY-MM-DD","YYYY-MM-DD"]`; the
 * shell clears it on a change of project. Nothing (or nonsense) there is the last 90 days.
 */
export function readReportRange(today: Dayjs = dayjs()): ReportRange {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.reportRange) ?? 'null');
    if (Array.isArray(value)) {
      const start = readDay(value[0]);
      const end = readDay(value[1]);
      if (start && end) return { start, end };
    }
  } catch {
    // Not JSON: the default below.
  }
  return getDefaultRange(today);
}

export function writeReportRange(range: ReportRange): void {
  writeStorage(STORAGE_KEYS.reportRange, JSON.stringify([range.start, range.end]));
}
