import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './errors.ts';
import { DEFAULT_API_LANGUAGE, LANGUAGES, readLanguage } from './languages.ts';
import { formatMessage, MESSAGES, type MessageKey } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The texts of a message in one language: one, or one per plural category. */
function listTexts(text: unknown): { forms: string[]; texts: string[] } {
  if (typeof text === 'string') return { forms: [], texts: [text] };
  const { count: _count, ...byForm } = text as Record<string, string>;
  return { forms: Object.keys(byForm).sort(), texts: Object.values(byForm) };
}

/** Every placeholder a message may fill (a plural form may leave the number out: "once"). */
const allPlaceholders = (texts: string[]) => [...new Set(texts.flatMap(placeholders))].sort();

describe('message catalog', () => {
  it('has a message for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(Object.keys(MESSAGES)).toContain(code);
  });

  it('has every message in every language, non-empty, with the same placeholders', () => {
    for (const [key, byLanguage] of Object.entries(MESSAGES)) {
      const expected = allPlaceholders(listTexts(byLanguage.en).texts);
      for (const lang of LANGUAGES) {
        const { texts } = listTexts(byLanguage[lang]);
        for (const text of texts) expect(text.trim(), `${key}.${lang}`).not.toBe('');
        expect(allPlaceholders(texts), `${key}.${lang}`).toEqual(expected);
      }
    }
  });

  it('gives a counted message exactly the plural forms of each language', () => {
    for (const [key, byLanguage] of Object.entries(MESSAGES)) {
      for (const lang of LANGUAGES) {
        const { forms } = listTexts(byLanguage[lang]);
        if (forms.length === 0) continue;
        const expected = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories];
        expect(forms, `${key}.${lang}`).toEqual(expected.sort());
      }
    }
  });

  it('has no "(s)"-style plural guesses: a counted noun gets its plural forms', () => {
    const guesses = Object.entries(MESSAGES).flatMap(([key, byLanguage]) =>
      LANGUAGES.flatMap((lang) =>
        listTexts(byLanguage[lang]).texts.some((text) => /\p{L}\(\p{L}{1,3}\)/u.test(text))
          ? [`${key}.${lang}`]
          : [],
      ),
    );
    expect(guesses).toEqual([]);
  });

  it('says the number with the noun in the form the number needs', () => {
    const block = { block: 'Sounds' };
    expect(formatMessage('LESSON_BLOCK_BELOW_MIN', 'en', { ...block, min: 1 })).toBe(
      'The block "Sounds" needs at least 1 presentation',
    );
    expect(formatMessage('LESSON_BLOCK_BELOW_MIN', 'uk', { ...block, min: 1 })).toBe(
      'У блоці «Sounds» має бути щонайменше 1 презентація',
    );
    expect(formatMessage('LESSON_BLOCK_BELOW_MIN', 'uk', { ...block, min: 3 })).toBe(
      'У блоці «Sounds» має бути щонайменше 3 презентації',
    );
    expect(formatMessage('LESSON_BLOCK_BELOW_MIN', 'uk', { ...block, min: 5 })).toBe(
      'У блоці «Sounds» має бути щонайменше 5 презентацій',
    );
    expect(formatMessage('LESSON_BLOCK_ABOVE_MAX', 'pl', { ...block, max: 2 })).toBe(
      'Blok „Sounds” może mieć najwyżej 2 prezentacje',
    );
    expect(formatMessage('LESSON_USAGE_EXCEEDED', 'en', { title: 'R', frequency: 1 })).toBe(
      'The microblock "R" may be used at most once in a plan',
    );
    expect(formatMessage('LESSON_USAGE_EXCEEDED', 'ru', { title: 'R', frequency: 3 })).toBe(
      'Микроблок «R» можно использовать в плане не больше 3 раз',
    );
  });

  it('fills parameters and the default bounds of length messages', () => {
    expect(formatMessage('TOO_MANY_LOGIN_ATTEMPTS', 'en', { seconds: 42 })).toBe(
      'Too many failed sign-in attempts. Try again in 42 s',
    );
    expect(formatMessage('validation.passwordLength', 'uk')).toBe(
      'Пароль має містити від 8 до 128 символів',
    );
    expect(formatMessage('validation.nameLength' as MessageKey, 'pl', { min: 3 })).toBe(
      'Imię musi mieć od 3 do 100 znaków',
    );
  });
});

describe('lang header', () => {
  it('reads the primary language, and nothing of a language the product does not speak', () => {
    expect(readLanguage('pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(readLanguage('UK')).toBe('uk');
    expect(readLanguage('de')).toBeNull();
    expect(readLanguage(undefined)).toBeNull();
    expect(DEFAULT_API_LANGUAGE).toBe('ru');
  });
});
