import { LANGUAGES, type Language, STORAGE_KEYS } from '@slovo/contracts';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../src/lib/i18n.ts';

// The real translation files, bundled in instead of fetched over HTTP.
const files = import.meta.glob<Record<string, unknown>>('../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collectResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language = '', namespace = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}

/** Initialises the app's own i18n instance once, with every namespace of every language. */
export async function setUpI18n(language: Language = 'en'): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: collectResources(),
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      lng: language,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18n.changeLanguage(language);
}

/**
 * For the tests of the calling `describe`: English, stored as the visitor's choice, so a page can
 * be checked not to remember the language it shows (the app's `changeLanguage` stores only a
 * visitor's own choice).
 */
export function withEnglishRemembered(): void {
  beforeEach(async () => {
    await setUpI18n('en');
    window.localStorage.setItem(STORAGE_KEYS.language, 'en');
  });

  afterEach(async () => {
    await setUpI18n('en');
  });
}
