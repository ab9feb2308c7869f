import { describe, expect, it } from 'vitest';
import { getViewDates, getViewRange, groupByLocalDate, moveAnchor } from './calendar-range.ts';

describe('calendar views', () => {
  it('a week view runs Monday to Sunday around the chosen day', () => {
    expect(getViewDates('week', '2026-12-10')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(getViewDates('day', '2026-12-10')).toEqual(['2026-12-10']);
  });

  it('the range is midnight to midnight on the viewer’s clock', () => {
    expect(getViewRange(['2026-12-10'], 'Asia/Jerusalem')).toEqual({
      from: '2026-12-09T22:00:00.000Z',
      to: '2026-12-10T22:00:00.000Z',
    });
    // The spring change in London: the week has one hour less.
    const week = getViewRange(getViewDates('week', '2026-03-25'), 'Europe/London');
    expect(week).toEqual({ from: '2026-03-23T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' });
  });

  it('steps a day or a week', () => {
    expect(moveAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(moveAnchor('week', '2026-12-10', -1)).toBe('2026-12-03');
  });

  it('a lesson late at night in London falls on the next day in Tel Aviv', () => {
    const lessons = [
      { starts_at: '2026-12-10T23:00:00.000Z' },
      { starts_at: '2026-12-10T08:00:00.000Z' },
    ];
    expect([...groupByLocalDate(lessons, 'Europe/London').entries()]).toEqual([
      ['2026-12-10', [lessons[1], lessons[0]]],
    ]);
    expect([...groupByLocalDate(lessons, 'Asia/Jerusalem').keys()]).toEqual([
      '2026-12-10',
      '2026-12-11',
    ]);
  });
});
