import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { getDatesLocale, getUiLanguage, i18n } from './i18n.ts';

/**
 * dayjs with the four calendar locales, following the interface language. Only screens that
 * show or pick dates import it (through this module, never 'dayjs' directly, so the locales are
 * always there); the public sign-in pages do without (decision 027).
 */
dayjs.locale(getDatesLocale(getUiLanguage()));
i18n.on('languageChanged', () => {
  dayjs.locale(getDatesLocale(getUiLanguage()));
});

export { dayjs };
