import { describe, expect, it } from 'vitest';
import { buildLessonSummary } from '../../../../test/students.ts';
import {
  getVisibleHours,
  getWeekQueryRange,
  getWeekStart,
  listWeekDays,
  placeWeekLessons,
  readWeekStart,
  shiftWeek,
} from './lesson-week.ts';

const KYIV = 'Europe/Kyiv';
const NEW_YORK = 'America/New_York';

function placedIds(days: ReturnType<typeof placeWeekLessons>) {
  return Object.fromEntries(
    days
      .filter((day) => day.lessons.length > 0)
      .map((day) => [day.day, day.lessons.map((placed) => placed.lesson.id)]),
  );
}

describe('week of a lesson calendar', () => {
  it('starts on Monday on the clock of the zone it is seen from', () => {
    // Monday 23 Nov 2026, 01:30 in Kyiv is still Sunday evening in New York.
    const instant = '2026-11-22T23:30:00.000Z';
    expect(getWeekStart(instant, KYIV)).toBe('2026-11-23');
    expect(getWeekStart(instant, NEW_YORK)).toBe('2026-11-16');
    expect(getWeekStart('2026-11-29T20:00:00.000Z', KYIV)).toBe('2026-11-23');
  });

  it('reads a week from the address, moving any day to its Monday, and refuses anything else', () => {
    expect(readWeekStart('2026-11-26')).toBe('2026-11-23');
    expect(readWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(readWeekStart('2026-02-30')).toBeNull();
    expect(readWeekStart('next')).toBeNull();
    expect(readWeekStart(null)).toBeNull();
  });

  it('steps week by week across the clock change and the year end', () => {
    expect(shiftWeek('2026-10-19', 1)).toBe('2026-10-26');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2027-01-04', -1)).toBe('2026-12-28');
    expect(listWeekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(getWeekQueryRange('2026-11-23')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-30',
    });
  });

  it('places each lesson on its day and minute in the zone, leaving out other weeks', () => {
    const lessons = [
      buildLessonSummary({ id: 1, scheduled_at: '2026-11-23T13:00:00.000Z' }),
      // Sunday 29 Nov, 23:30 in Kyiv: the week's last evening there, Sunday afternoon in New York.
      buildLessonSummary({ id: 2, scheduled_at: '2026-11-29T21:30:00.000Z' }),
      // Monday 30 Nov, 00:30 in Kyiv: the next week there, still Sunday 29 Nov in New York.
      buildLessonSummary({ id: 3, scheduled_at: '2026-11-29T22:30:00.000Z' }),
      buildLessonSummary({ id: 4, scheduled_at: null }),
    ];
    const inKyiv = placeWeekLessons(lessons, '2026-11-23', KYIV);
    expect(placedIds(inKyiv)).toEqual({ '2026-11-23': [1], '2026-11-29': [2] });
    expect(inKyiv[0]?.lessons[0]?.startMinute).toBe(15 * 60);
    expect(inKyiv[6]?.lessons[0]?.startMinute).toBe(23 * 60 + 30);

    const inNewYork = placeWeekLessons(lessons, '2026-11-23', NEW_YORK);
    expect(placedIds(inNewYork)).toEqual({ '2026-11-23': [1], '2026-11-29': [2, 3] });
    expect(inNewYork[0]?.lessons[0]?.startMinute).toBe(8 * 60);
  });

  it('keeps the wall-clock time in a week whose clocks change (DST ends 25 Oct 2026 in Kyiv)', () => {
    const lessons = [
      buildLessonSummary({ id: 1, scheduled_at: '2026-10-24T13:00:00.000Z' }),
      buildLessonSummary({ id: 2, scheduled_at: '2026-10-26T14:00:00.000Z' }),
    ];
    const days = placeWeekLessons(lessons, '2026-10-19', KYIV);
    expect(days[5]?.lessons[0]?.startMinute).toBe(16 * 60);
    const next = placeWeekLessons(lessons, '2026-10-26', KYIV);
    expect(next[0]?.lessons[0]?.startMinute).toBe(16 * 60);
  });

  it('puts overlapping lessons side by side and others full width', () => {
    const lessons = [
      buildLessonSummary({ id: 1, scheduled_at: '2026-11-23T08:00:00.000Z' }),
      buildLessonSummary({ id: 2, scheduled_at: '2026-11-23T08:30:00.000Z' }),
      buildLessonSummary({ id: 3, scheduled_at: '2026-11-23T10:00:00.000Z' }),
    ];
    const [monday] = placeWeekLessons(lessons, '2026-11-23', 'UTC');
    expect(monday?.lessons.map(({ lesson, lane, lanes }) => [lesson.id, lane, lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 1],
    ]);
  });

  it('shows the working day, widened to an early or late lesson', () => {
    expect(getVisibleHours(placeWeekLessons([], '2026-11-23', 'UTC'))).toEqual({
      first: 8,
      last: 20,
    });
    const early = [buildLessonSummary({ id: 1, scheduled_at: '2026-11-24T06:30:00.000Z' })];
    expect(getVisibleHours(placeWeekLessons(early, '2026-11-23', 'UTC'))).toEqual({
      first: 6,
      last: 20,
    });
    const late = [buildLessonSummary({ id: 1, scheduled_at: '2026-11-24T20:30:00.000Z' })];
    expect(getVisibleHours(placeWeekLessons(late, '2026-11-23', 'UTC'))).toEqual({
      first: 8,
      last: 22,
    });
  });
});
