import { describe, expect, it, vi } from 'vitest';
import { getBrowserTimeZone } from './intl-locale.ts';
import { getCanonicalTimeZone, isSameClock, isSameTimeZone } from './time-zones.ts';

describe('getCanonicalTimeZone', () => {
  it('gives a renamed zone its current name and leaves others as they are', () => {
    expect(getCanonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(getCanonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(getCanonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(getCanonicalTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw');
  });
});

describe('getBrowserTimeZone', () => {
  it('names Kyiv by its current name when the browser reports the old one', () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Europe/Kiev' };
    });
    expect(getBrowserTimeZone()).toBe('Europe/Kyiv');
  });
});

describe('isSameTimeZone', () => {
  it('matches the names of one zone, not zones that merely agree now', () => {
    expect(isSameTimeZone('Europe/Kiev', 'Europe/Kyiv')).toBe(true);
    expect(isSameTimeZone('Asia/Tel_Aviv', 'Asia/Jerusalem')).toBe(true);
    expect(isSameTimeZone('Europe/Riga', 'Europe/Kyiv')).toBe(false);
  });
});

describe('isSameClock', () => {
  const winter = '2026-11-29T14:00:00.000Z';
  const summer = '2026-07-01T14:00:00.000Z';

  it('treats two names of one zone as one clock', () => {
    expect(isSameClock(winter, 'Europe/Kyiv', 'Europe/Kiev')).toBe(true);
  });

  it('compares what the clocks show at that moment', () => {
    expect(isSameClock(winter, 'Europe/Kyiv', 'Europe/Riga')).toBe(true);
    expect(isSameClock(winter, 'Europe/Kyiv', 'Europe/Warsaw')).toBe(false);
    // London and Lisbon agree all year; Istanbul matches Kyiv only in summer.
    expect(isSameClock(summer, 'Europe/London', 'Europe/Lisbon')).toBe(true);
    expect(isSameClock(summer, 'Europe/Kyiv', 'Europe/Istanbul')).toBe(true);
    expect(isSameClock(winter, 'Europe/Kyiv', 'Europe/Istanbul')).toBe(false);
  });
});
