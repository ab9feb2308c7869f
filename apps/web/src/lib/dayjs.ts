import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { getDatesLocale, getUiLanguage, i18n } from './i18n.ts';

/**
 * dayjs with the four calendar locales, following the interface language, and their formats
 * ("L", "LL": the date fields show them). Only screens that pick dates import it (through this
 * module, never 'dayjs' directly, so the locales are always there); the pages families open do
 * without: they format with Intl (`dates.ts`, decision 027).
 */
dayjs.extend(localizedFormat);
dayjs.locale(getDatesLocale(getUiLanguage()));
i18n.on('languageChanged', () => {
  dayjs.locale(getDatesLocale(getUiLanguage()));
});

export { dayjs };
