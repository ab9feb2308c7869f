export const LANGUAGES = ['uk', 'ru', 'en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The API answers in this language when the `lang` header is missing or unsupported. */
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

/** Reads a `lang` header value, falling back when it names no supported language. */
export function parseLanguage(value: unknown, fallback: Language = DEFAULT_API_LANGUAGE): Language {
  return readLanguage(value) ?? fallback;
}
