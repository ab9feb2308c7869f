import {
  type CatalogText,
  formatCatalogText,
  type Language,
  type MessageKey,
} from '@slovo/contracts';
import { getUiLanguage, i18n } from './i18n.ts';

/**
 * The contracts' message catalogue as the web reads it: from the `messages` namespace of one
 * language (generated from the catalogue by `npm run messages`, loaded with `common` at start),
 * never the four-language catalogue itself, which would weigh on every page (decision 027).
 */
function readCatalog(lang: Language): Record<string, CatalogText> {
  return (i18n.getResourceBundle(lang, 'messages') ?? {}) as Record<string, CatalogText>;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(readCatalog(getUiLanguage()), value);
}

/** A message's text in `lang` with its parameters; the key itself if it is not loaded yet. */
export function formatMessage(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const text = readCatalog(lang)[key];
  return text === undefined ? key : formatCatalogText(key, text, lang, params);
}
