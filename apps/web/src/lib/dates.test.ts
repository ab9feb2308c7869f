import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { formatDate, formatDateTime, formatDateTimeInZone, formatLongDate } from './dates.ts';

describe('formatDateTimeInZone', () => {
  const instant = '2026-02-03T15:00:00.000Z';

  it('shows one instant on the clocks of Kyiv and New York, naming each zone', async () => {
    await setUpI18n('en');
    expect(formatDateTimeInZone(instant, 'Europe/Kyiv')).toBe('3 Feb 2026, 17:00 EET');
    expect(formatDateTimeInZone(instant, 'America/New_York')).toBe('3 Feb 2026, 10:00 GMT-5');
  });

  it('follows summer time and the interface language', async () => {
    await setUpI18n('uk');
    expect(formatDateTimeInZone('2026-07-03T15:00:00.000Z', 'Europe/Kyiv')).toBe(
      '3 лип. 2026 р., 18:00 GMT+3',
    );
    await setUpI18n('pl');
    expect(formatDateTimeInZone(instant, 'Europe/Warsaw')).toBe('3 lut 2026, 16:00 CET');
  });
});

describe('dates on the clock of the reader', () => {
  // West of Greenwich, where a day read as midnight UTC would fall on the day before.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('shows a day without a time as that day, and an instant on the local clock', async () => {
    await setUpI18n('en');
    expect(formatDate('2026-03-02')).toBe('2 March 2026');
    expect(formatDate('2026-03-02T03:00:00.000Z')).toBe('1 March 2026');
    expect(formatDateTime('2025-03-12T21:05:00.000Z')).toBe('12/03/2025 14:05');
    expect(formatLongDate('2026-11-20T20:00:00.000Z', false)).toBe('Friday, 20 November 2026');
    expect(formatLongDate('2026-11-20T20:00:00.000Z', true)).toBe(
      'Friday, 20 November 2026, 12:00',
    );
  });

  it('speaks the interface language as it changes', async () => {
    await setUpI18n('uk');
    expect(formatDate('2026-03-02')).toBe('2 березня 2026 р.');
    expect(formatDateTime('2025-03-12T21:05:00.000Z')).toBe('12.03.2025 14:05');
    await setUpI18n('ru');
    expect(formatLongDate('2026-11-20T20:00:00.000Z', false)).toBe('пятница, 20 ноября 2026 г.');
    await setUpI18n('pl');
    expect(formatDate('2026-03-02')).toBe('2 marca 2026');
  });

  it('shows a value no date can be read from as it came', async () => {
    await setUpI18n('en');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
