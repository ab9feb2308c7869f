import { getIntlLocale } from '../../../lib/dates.ts';

// Calendar days ("2026-11-23") are formatted at their noon in UTC, so no zone shifts the date.
function toNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "23–29 Nov 2026" in the interface language. */
export function formatWeekRange(firstDay: string, lastDay: string): string {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(toNoon(firstDay), toNoon(lastDay));
}

/** A column head: the short weekday and the day of the month ("Mon", "23"). */
export function formatDayHead(day: string): { weekday: string; date: string } {
  const date = toNoon(day);
  const locale = getIntlLocale();
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(date),
  };
}

/** An agenda heading: "Monday 23 November"; Ukrainian, Russian and Polish start in lower case. */
export function formatDayTitle(day: string): string {
  const title = new Intl.DateTimeFormat(getIntlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(toNoon(day));
  return title.charAt(0).toLocaleUpperCase(getIntlLocale()) + title.slice(1);
}

/** A clock time of the day, "08:00" or "16:45", in the interface language. */
export function formatClock(minuteOfDay: number): string {
  const date = new Date(Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60));
  return new Intl.DateTimeFormat(getIntlLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
