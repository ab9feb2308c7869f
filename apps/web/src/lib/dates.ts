import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { getDatesLocale, getUiLanguage } from './i18n.ts';

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
