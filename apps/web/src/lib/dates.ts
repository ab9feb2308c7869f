import { getIntlLocale } from './intl-locale.ts';

export { getBrowserTimeZone, getIntlLocale } from './intl-locale.ts';

// Dates are formatted with Intl alone: dayjs (with its four locales, ~5 KiB gzip) stays with the
// staff screens that pick dates, and a family's page does without it.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options: making one costs a phone a millisecond or more. */
function getFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = getIntlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day without a time ("2026-03-02", a birth date) is that day on the reader's calendar. */
function readDate(iso: string): Date | null {
  const day = DAY_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `iso` written in the interface language by each set of options in turn, joined by `separator`;
 * a value no date can be read from is shown as it came, not as an error over the page.
 */
function format(iso: string, parts: Intl.DateTimeFormatOptions[], separator = ' '): string {
  const date = readDate(iso);
  if (!date) return iso;
  return parts.map((options) => getFormatter(options).format(date)).join(separator);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };

/** A calendar date in the interface language, such as "12 March 2025". */
export function formatDate(iso: string): string {
  return format(iso, [LONG_DATE]);
}

/** A date with the time of day in the interface language, such as "12/03/2025 14:05". */
export function formatDateTime(iso: string): string {
  return format(iso, [SHORT_DATE, TIME]);
}

/** A date with its weekday, such as "Friday, 20 November 2026", and the time if asked. */
export function formatLongDate(iso: string, withTime: boolean): string {
  return format(iso, withTime ? [WEEKDAY, LONG_DATE, TIME] : [WEEKDAY, LONG_DATE], ', ');
}

/**
 * A date and time as the clock shows it in `timeZone`, with the zone's short name, such as
 * "1 Dec 2026, 15:00 EET", so nobody has to guess whose time it is.
 */
export function formatDateTimeInZone(iso: string, timeZone: string): string {
  return format(iso, [
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    },
  ]);
}
