import {
  DEFAULT_UI_LANGUAGE,
  detectUiLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  STARTUP_NAMESPACES,
  STORAGE_KEYS,
  TRANSLATION_LOADING,
} from '@slovo/contracts';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { getToken } from './auth/token-store.ts';
import { readStorage, writeStorage } from './local-storage.ts';

export const i18n = i18next.createInstance();

/** The interface language, narrowed to the four the product supports. */
export function getUiLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
}

// All four calendar locales start the week on Monday (spec 1); English uses the British one.
const DAYJS_LOCALES: Record<Language, string> = { en: 'en-gb', pl: 'pl', ru: 'ru', uk: 'uk' };

export function getDatesLocale(language: Language): string {
  return DAYJS_LOCALES[language];
}

function applyLanguage(language: string): void {
  const supported = isLanguage(language) ? language : DEFAULT_UI_LANGUAGE;
  document.documentElement.lang = supported;
}

/**
 * The visitor's own language, which a family's page lends its place to while it is open: the one
 * this browser remembers, else the browser's.
 */
export function getVisitorLanguage(): Language {
  return detectUiLanguage(readStorage(STORAGE_KEYS.language), navigator.languages ?? []);
}

/**
 * The family's language when the server knows the page is a family's link (decision 053): the
 * page opens in it at once, its texts already on the way. A signed-in visitor may be the teacher,
 * who leads the lesson in their own language; their page switches once it knows they do not.
 */
function readFamilyLanguage(): Language | null {
  const language = document.documentElement.dataset.familyLanguage;
  return isLanguage(language) && getToken() === null ? language : null;
}

export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', applyLanguage);
  // Kept as detected, in the product's form (`uk`, never `uk-UA`): the visitor's language from
  // now on, until they or their account choose another.
  const visitorLanguage = getVisitorLanguage();
  writeStorage(STORAGE_KEYS.language, visitorLanguage);
  const language = readFamilyLanguage() ?? visitorLanguage;
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every key exists in every language (a locale test fails otherwise), so no screen needs a
      // second language: a fallback would only make each translation file download twice.
      fallbackLng: false,
      load: 'languageOnly',
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      maxRetries: TRANSLATION_LOADING.maxRetries,
      retryTimeout: TRANSLATION_LOADING.retryTimeoutMs,
      maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/**
 * Switches the interface language and remembers it in this browser; a page shown in a family's
 * language (`isRemembered: false`) leaves the visitor's own as it was.
 */
export async function changeLanguage(
  language: Language,
  { isRemembered = true }: { isRemembered?: boolean } = {},
): Promise<void> {
  if (isRemembered) writeStorage(STORAGE_KEYS.language, language);
  try {
    await i18n.changeLanguage(language);
  } catch (error) {
    // Spec 8: a failed language change is only logged; the current language stays usable.
    console.warn(`Cannot switch the interface language to "${language}"`, error);
  }
}
