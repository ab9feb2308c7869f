export const LANGUAGES = ['uk', 'ru', 'en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The API answers in this language when neither the `lang` header nor the browser's
 * `accept-language` names a supported one.
 */
export const DEFAULT_API_LANGUAGE: Language = 'ru';
/** The interface falls back to this when neither a stored choice nor the browser's fits. */
export const DEFAULT_UI_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a `lang` header value names (`uk`, `pl-PL`, `en-GB,en;q=0.8`), if any. */
export function readLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** The tags of an `accept-language` header, in the order the browser sent them. */
export function splitAcceptLanguage(header: unknown): string[] {
  return typeof header === 'string' ? header.split(',') : [];
}

/** The first of a visitor's language tags the product speaks (a browser's `uk-UA` is `uk`). */
export function findPreferredLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const language = tag.split(';')[0]?.split('-')[0]?.trim().toLowerCase();
    if (isLanguage(language)) return language;
  }
  return null;
}

/**
 * The interface language of a visitor: the one they chose before, else the first of their
 * browser's languages the product speaks, else English. The web app asks with the stored choice
 * and `navigator.languages`; the server, which hints the page's translation files, with the
 * `accept-language` header's tags.
 */
export function detectUiLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  return findPreferredLanguage(preferred) ?? DEFAULT_UI_LANGUAGE;
}
