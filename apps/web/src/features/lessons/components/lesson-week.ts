import { LESSON_DURATION_MINUTES, type LessonSummary } from '@slovo/contracts';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayjs } from '../../../lib/dayjs.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Weeks are named by their Monday as a calendar date ("2026-11-23"): a date has no time of day,
// so no clock change (DST) can move a lesson into the neighbouring day or week.
const DAY = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_WEEK = 7;

/** The Monday of the week `instant` falls in, on the clock of `timeZone`. */
export function getWeekStart(instant: Date | string, timeZone: string): string {
  const local = dayjs(instant).tz(timeZone);
  // dayjs counts Sunday as 0; the product's week starts on Monday (spec 1).
  const sinceMonday = (local.day() + 6) % DAYS_IN_WEEK;
  return dayjs.utc(local.format(DAY)).subtract(sinceMonday, 'day').format(DAY);
}

/** A `week` read from the address: a real date, moved to its Monday; null when it is not one. */
export function readWeekStart(value: string | null): string | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  const date = dayjs.utc(value);
  if (!date.isValid() || date.format(DAY) !== value) return null;
  return getWeekStart(date.add(12, 'hour').toDate(), 'UTC');
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return dayjs
    .utc(weekStart)
    .add(weeks * DAYS_IN_WEEK, 'day')
    .format(DAY);
}

/** The seven days of the week, Monday first. */
export function listWeekDays(weekStart: string): string[] {
  const monday = dayjs.utc(weekStart);
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => monday.add(index, 'day').format(DAY));
}

/**
 * The days to ask the server for. It reads days on its own clock, so the week is widened by a
 * day on each side; lessons are then placed by their instant on the browser's clock.
 */
export function getWeekQueryRange(weekStart: string): { startDate: string; endDate: string } {
  const monday = dayjs.utc(weekStart);
  return {
    startDate: monday.subtract(1, 'day').format(DAY),
    endDate: monday.add(DAYS_IN_WEEK, 'day').format(DAY),
  };
}

export type PlacedLesson = {
  lesson: LessonSummary;
  day: string;
  /** Minutes since the day's midnight on the clock of the calendar's zone. */
  startMinute: number;
  /** Side-by-side lanes of lessons that overlap in time: this one's lane, of `lanes`. */
  lane: number;
  lanes: number;
};

type DayLessons = { day: string; lessons: PlacedLesson[] };

/** Lessons that take place in the week, by day in time order, overlapping ones in lanes. */
export function placeWeekLessons(
  lessons: readonly LessonSummary[],
  weekStart: string,
  timeZone: string,
): DayLessons[] {
  const days = listWeekDays(weekStart);
  const byDay = new Map<string, PlacedLesson[]>(days.map((day) => [day, []]));
  for (const lesson of lessons) {
    if (!lesson.scheduled_at) continue;
    const local = dayjs(lesson.scheduled_at).tz(timeZone);
    const placed = byDay.get(local.format(DAY));
    placed?.push({
      lesson,
      day: local.format(DAY),
      startMinute: local.hour() * 60 + local.minute(),
      lane: 0,
      lanes: 1,
    });
  }
  return days.map((day) => ({ day, lessons: assignLanes(byDay.get(day) ?? []) }));
}

/** Overlapping lessons share their width: each group of overlaps gets as many lanes as it needs. */
function assignLanes(lessons: PlacedLesson[]): PlacedLesson[] {
  const sorted = [...lessons].sort(
    (a, b) => a.startMinute - b.startMinute || a.lesson.id - b.lesson.id,
  );
  const result: PlacedLesson[] = [];
  let group: PlacedLesson[] = [];
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const placed of group) result.push({ ...placed, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const placed of sorted) {
    const end = placed.startMinute + LESSON_DURATION_MINUTES.min;
    if (group.length > 0 && laneEnds.every((laneEnd) => laneEnd <= placed.startMinute)) {
      closeGroup();
    }
    const freeLane = laneEnds.findIndex((laneEnd) => laneEnd <= placed.startMinute);
    const lane = freeLane === -1 ? laneEnds.length : freeLane;
    laneEnds[lane] = end;
    group.push({ ...placed, lane });
  }
  closeGroup();
  return result;
}

const DEFAULT_HOURS = { first: 8, last: 20 } as const;

/** The hours the grid shows: the working day, widened to any lesson outside it. */
export function getVisibleHours(days: readonly DayLessons[]): { first: number; last: number } {
  const minutes = days.flatMap((day) => day.lessons.map((placed) => placed.startMinute));
  if (minutes.length === 0) return { ...DEFAULT_HOURS };
  const earliest = Math.floor(Math.min(...minutes) / 60);
  const latest = Math.ceil((Math.max(...minutes) + LESSON_DURATION_MINUTES.min) / 60);
  return {
    first: Math.min(DEFAULT_HOURS.first, earliest),
    last: Math.min(24, Math.max(DEFAULT_HOURS.last, latest)),
  };
}

/** Today's date on the clock of `timeZone`. */
export function getToday(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(DAY);
}
