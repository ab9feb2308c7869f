import localizedFormat from 'dayjs/plugin/localizedFormat';
import { dayjs } from './dayjs.ts';
import { getDatesLocale, getUiLanguage } from './i18n.ts';
import { getIntlLocale } from './intl-locale.ts';

export { getBrowserTimeZone, getIntlLocale } from './intl-locale.ts';

dayjs.extend(localizedFormat);

// The locale is passed on every call rather than read from dayjs's global one, so a date
// rendered in the same pass as a language change is already in the new language.
function inUiLocale(iso: string) {
  return dayjs(iso).locale(getDatesLocale(getUiLanguage()));
}

/** A calendar date in the interface language, such as "12 March 2025". */
export function formatDate(iso: string): string {
  return inUiLocale(iso).format('LL');
}

/** A date with the time of day in the interface language, such as "12/03/2025 14:05". */
export function formatDateTime(iso: string): string {
  return inUiLocale(iso).format('L LT');
}

/**
 * A date and time as the clock shows it in `timeZone`, with the zone's short name, such as
 * "1 Dec 2026, 15:00 EET", so nobody has to guess whose time it is.
 */
export function formatDateTimeInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(getIntlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
