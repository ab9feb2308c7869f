import { addDays, getLocalDate, getWeekStart, zonedTimeToUtc } from '@slovo/contracts';

export type CalendarView = 'day' | 'week';

/** The local dates a view shows, starting from the day (or that day's Monday for a week). */
export function getViewDates(view: CalendarView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  const monday = getWeekStart(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The UTC range of a view's local dates, midnight to midnight on the viewer's clock. */
export function getViewRange(dates: string[], timeZone: string) {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  return {
    from: new Date(zonedTimeToUtc(first, 0, timeZone)).toISOString(),
    to: new Date(zonedTimeToUtc(addDays(last, 1), 0, timeZone)).toISOString(),
  };
}

/** The view one step back or forward (a day or a week). */
export function moveAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return addDays(anchor, step * (view === 'day' ? 1 : 7));
}

/** Bookings by the local date they start on in the viewer's zone, each day in time order. */
export function groupByLocalDate<T extends { starts_at: string }>(
  items: T[],
  timeZone: string,
): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const item of sorted) {
    const date = getLocalDate(Date.parse(item.starts_at), timeZone);
    byDate.set(date, [...(byDate.get(date) ?? []), item]);
  }
  return byDate;
}
