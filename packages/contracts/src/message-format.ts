import type { Language } from './languages.ts';
import {
  ASSET_NAME_LENGTH,
  AVATAR_MAX_BYTES,
  CATEGORY_NAME_LENGTH,
  DIAGNOSTIC_SCALE_DIVISIONS_MAX,
  DIAGNOSTIC_VARIANTS,
  EXERCISE_TITLE_LENGTH,
  IMAGE_MAX_PIXELS,
  INTEREST_NAME_LENGTH,
  NAME_LENGTH,
  PASSWORD_LENGTH,
  PRESENTATION_MAX_BYTES,
  PRESENTATION_MAX_SLIDES,
  PROGRAM_NAME_LENGTH,
  PROJECT_NAME_LENGTH,
  TAG_NAME_LENGTH,
  YEARS,
} from './limits.ts';

/**
 * A message whose words follow a number: one text per plural category of the language (as
 * `Intl.PluralRules` names them: English one/other, Ukrainian and Russian one/few/many/other,
 * Polish one/few/many/other), and `count` naming the parameter that holds the number.
 */
export type PluralText = { readonly count: string; readonly other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>;

/** One language's text of a message, as the catalogue holds it. */
export type CatalogText = string | PluralText;

/** Parameters a message always carries, so a field error can name both of its bounds. */
const MESSAGE_DEFAULT_PARAMS: Readonly<Record<string, Record<string, number>>> = {
  'validation.passwordLength': PASSWORD_LENGTH,
  'validation.nameLength': NAME_LENGTH,
  'validation.projectNameLength': PROJECT_NAME_LENGTH,
  'validation.categoryNameLength': CATEGORY_NAME_LENGTH,
  'validation.exerciseTitleLength': EXERCISE_TITLE_LENGTH,
  'validation.tagNameLength': TAG_NAME_LENGTH,
  'validation.programNameLength': PROGRAM_NAME_LENGTH,
  PRESENTATION_TOO_LARGE: { max: PRESENTATION_MAX_BYTES / 1024 / 1024 },
  'validation.interestNameLength': INTEREST_NAME_LENGTH,
  'validation.assetNameLength': ASSET_NAME_LENGTH,
  PRESENTATION_TOO_MANY_SLIDES: { max: PRESENTATION_MAX_SLIDES },
  IMAGE_TOO_LARGE: { max: AVATAR_MAX_BYTES / 1024 / 1024 },
  PRESENTATION_IMAGE_TOO_LARGE: { pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  IMAGE_TOO_MANY_PIXELS: { pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  'validation.diagnosticVariantsMin': { min: DIAGNOSTIC_VARIANTS.min },
  'validation.diagnosticScaleStep': { max: DIAGNOSTIC_SCALE_DIVISIONS_MAX },
  'validation.yearRange': YEARS,
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The text for the number it counts, in the language's plural category. */
function chooseText(text: CatalogText, lang: Language, params: Record<string, string | number>) {
  if (typeof text === 'string') return text;
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return text[rules.select(Number(params[text.count]))] ?? text.other;
}

/**
 * A message's text in one language with its `{name}` placeholders filled: the message's default
 * parameters first, then the caller's. The server reads the text from the catalogue in
 * messages.ts; the web from its `messages` translation namespace, generated from that catalogue
 * per language, so no page downloads the other three languages (decision 027).
 */
export function formatCatalogText(
  key: string,
  text: CatalogText,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const all: Record<string, string | number> = { ...MESSAGE_DEFAULT_PARAMS[key], ...params };
  return chooseText(text, lang, all).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}
