import type { Language } from '@slovo/contracts';
import { getUiLanguage } from './i18n.ts';
import { getCanonicalTimeZone } from './time-zones.ts';

// Intl's own locale names: English as in Britain (a 24-hour clock, day before month). Kept apart
// from dates.ts so that public pages format with Intl alone, without dayjs.
const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl', ru: 'ru', uk: 'uk' };

/** The interface language as Intl names it. */
export function getIntlLocale(): string {
  return INTL_LOCALES[getUiLanguage()];
}

/**
 * The time zone this browser lives in (IANA, such as "Europe/Warsaw"), by its current name: it is
 * shown and saved beside the zones the app lists by their current names, and one zone under
 * two names would read as two.
 */
export function getBrowserTimeZone(): string {
  return getCanonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * A formatted date with its first letter raised: a weekday opens the line, a month name inside it
 * stays as the language writes it ("Пн, 30 лист.", not CSS capitalize's "Пн, 30 Лист.").
 */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
