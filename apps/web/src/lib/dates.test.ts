import { describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { formatDateTimeInZone } from './dates.ts';

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
