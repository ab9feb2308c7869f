// ---------------------------------------------------------------------------------------------
// Free trial-lesson slots (decision 037): pure arithmetic on UTC instants, with `Intl` as the
// only source of time-zone rules. Working hours are wall-clock times in the staff member's own
// zone; a slot is an absolute instant, so a daylight-saving change never moves or repeats one.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Monday is 1 … Sunday is 7 (the product's weeks start on Monday, spec 1). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** `HH:MM` on a 24-hour clock; `24:00` ends a day. */
export type WallTime = string;

export type WorkingInterval = { from: WallTime; to: WallTime };
export type WeeklyHours = { weekday: Weekday; from: WallTime; to: WallTime };
/** One date's own hours; no intervals is a day off. */
export type DateException = { date: string; intervals: WorkingInterval[] };

export type StaffAvailability = {
  staffId: number;
  timeZone: string;
  weekly: readonly WeeklyHours[];
  exceptions: readonly DateException[];
};

/** A range a staff member is taken (a booking or a live hold, buffers included), in ms. */
export type BusyRange = { staffId: number; from: number; to: number };

export type SlotRules = {
  lessonMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Parents book at most this many days ahead. */
  horizonDays: number;
  /** And at least this many minutes ahead. */
  minNoticeMinutes: number;
};

export type FreeSlot = { startsAt: number; endsAt: number; staffIds: number[] };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall clock of an instant in a zone. */
export function getWallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at an instant. */
export function getZoneOffsetMinutes(instant: number, timeZone: string): number {
  const c = getWallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function getLocalDate(instant: number, timeZone: string): string {
  const c = getWallClock(instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

function parseDate(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y ?? 0, m: m ?? 1, d: d ?? 1 };
}

/** Minutes since midnight of `HH:MM` (`24:00` is 1440). */
export function parseWallTime(value: WallTime): number {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The instant a wall-clock time on a date happens in a zone. A time skipped by a spring-forward
 * change maps to the same distance past the change (02:30 that never happened is 03:30); a time
 * that happens twice in the autumn maps to its first occurrence.
 */
export function zonedTimeToUtc(date: string, minutes: number, timeZone: string): number {
  const { y, m, d } = parseDate(date);
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  const before = getZoneOffsetMinutes(naive - DAY_MS / 2, timeZone);
  const after = getZoneOffsetMinutes(naive + DAY_MS / 2, timeZone);
  const first = naive - before * MINUTE_MS;
  if (before === after) return first;
  // A change near this time: the earliest candidate that reads back as the asked wall time.
  const second = naive - after * MINUTE_MS;
  const candidates = [first, second].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (getZoneOffsetMinutes(candidate, timeZone) * MINUTE_MS + candidate === naive) {
      return candidate;
    }
  }
  // Skipped by a spring-forward change: counted with the offset in force before it.
  return naive - Math.min(before, after) * MINUTE_MS;
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday 1 … Sunday 7 of a `YYYY-MM-DD` date. */
export function getWeekday(date: string): Weekday {
  const { y, m, d } = parseDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The Monday of the week a date falls in. */
export function getWeekStart(date: string): string {
  return addDays(date, 1 - getWeekday(date));
}

/** A staff member's working intervals on one local date, as UTC instants. */
export function getWorkingRanges(staff: StaffAvailability, date: string) {
  const exception = staff.exceptions.find((e) => e.date === date);
  const intervals: WorkingInterval[] = exception
    ? exception.intervals
    : staff.weekly.filter((w) => w.weekday === getWeekday(date));
  return intervals
    .map((i) => ({
      from: zonedTimeToUtc(date, parseWallTime(i.from), staff.timeZone),
      to: zonedTimeToUtc(date, parseWallTime(i.to), staff.timeZone),
    }))
    .filter((r) => r.to > r.from);
}

/** The range a lesson takes from the staff member's day: its buffers on either side. */
export function getBlockedRange(startsAt: number, rules: SlotRules) {
  return {
    from: startsAt - rules.bufferBeforeMinutes * MINUTE_MS,
    to: startsAt + (rules.lessonMinutes + rules.bufferAfterMinutes) * MINUTE_MS,
  };
}

/**
 * Free slots starting in `[from, to)`: each staff member's working hours cut into lessons one after
 * another (lesson plus both buffers apart), minus what overlaps a busy range, within the notice
 * and the horizon. One entry per start, naming every staff member free then.
 */
export function computeFreeSlots(input: {
  staff: readonly StaffAvailability[];
  busy: readonly BusyRange[];
  rules: SlotRules;
  from: number;
  to: number;
  now: number;
}): FreeSlot[] {
  const { rules } = input;
  const lessonMs = rules.lessonMinutes * MINUTE_MS;
  const stepMs =
    (rules.lessonMinutes + rules.bufferBeforeMinutes + rules.bufferAfterMinutes) * MINUTE_MS;
  const earliest = Math.max(input.from, input.now + rules.minNoticeMinutes * MINUTE_MS);
  const latest = Math.min(input.to, input.now + rules.horizonDays * DAY_MS);
  const byStart = new Map<number, number[]>();
  if (lessonMs <= 0 || earliest >= latest) return [];

  for (const staff of input.staff) {
    const busy = input.busy.filter((b) => b.staffId === staff.staffId);
    const firstDate = addDays(getLocalDate(earliest, staff.timeZone), -1);
    const lastDate = addDays(getLocalDate(latest, staff.timeZone), 1);
    for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
      for (const range of getWorkingRanges(staff, date)) {
        for (let start = range.from; start + lessonMs <= range.to; start += stepMs) {
          if (start < earliest || start >= latest) continue;
          const blocked = getBlockedRange(start, rules);
          if (busy.some((b) => b.from < blocked.to && blocked.from < b.to)) continue;
          const ids = byStart.get(start) ?? [];
          if (!ids.includes(staff.staffId)) ids.push(staff.staffId);
          byStart.set(start, ids);
        }
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startsAt, staffIds]) => ({
      startsAt,
      endsAt: startsAt + lessonMs,
      staffIds: staffIds.sort((a, b) => a - b),
    }));
}

// ---------------------------------------------------------------------------------------------
// Age rules (spec 4, 5, 9): individual sessions from 3, the communication course from 6.

export const BOOKING_AGE_MIN = 3;
export const COMMUNICATION_COURSE_AGE_MIN = 6;
export const BOOKING_COURSES = ['individual', 'communication'] as const;
/**
 * Who needs the therapist (spec 2's first form). Here, beside the other plain rules, rather than
 * with the schemas: the booking page draws its first screen without zod (decision 047).
 */
export const BOOKING_FOR_WHOM = ['child', 'adult'] as const;
export type BookingCourse = (typeof BOOKING_COURSES)[number];

/** The courses a child of this age may be booked for; none under 3. */
export function getOfferedCourses(age: number): BookingCourse[] {
  if (age < BOOKING_AGE_MIN) return [];
  return age >= COMMUNICATION_COURSE_AGE_MIN ? ['individual', 'communication'] : ['individual'];
}
