import {
  DEFAULT_UI_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  STORAGE_KEYS,
  TRANSLATION_LOADING,
} from '@slovo/contracts';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

// Needed on every screen, public ones included; the staff shell and each feature load their own
// namespace when first shown (decision 027).
const STARTUP_NAMESPACES = ['common', 'errors'];

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

export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_UI_LANGUAGE,
      load: 'languageOnly',
      ns: STARTUP_NAMESPACES,
      defaultNS: 'common',
      maxRetries: TRANSLATION_LOADING.maxRetries,
      retryTimeout: TRANSLATION_LOADING.retryTimeoutMs,
      maxParallelReads: TRANSLATION_LOADING.maxParallelReads,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
        // A browser's `uk-UA` is the product's `uk`: that is what is used and kept.
        convertDetectedLanguage: (detected: string) => detected.split('-')[0]?.toLowerCase() ?? '',
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    await i18n.changeLanguage(language);
  } catch (error) {
    // Spec 8: a failed language change is only logged; the current language stays usable.
    console.warn(`Cannot switch the interface language to "${language}"`, error);
  }
}
