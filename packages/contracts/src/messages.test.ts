import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './errors.ts';
import { DEFAULT_API_LANGUAGE, LANGUAGES, parseLanguage } from './languages.ts';
import { formatMessage, MESSAGES, type MessageKey } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalog', () => {
  it('has a message for every error code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(Object.keys(MESSAGES)).toContain(code);
  });

  it('has every message in every language, non-empty, with the same placeholders', () => {
    for (const [key, byLanguage] of Object.entries(MESSAGES)) {
      const expected = placeholders(byLanguage.en);
      for (const lang of LANGUAGES) {
        expect(byLanguage[lang].trim(), `${key}.${lang}`).not.toBe('');
        expect(placeholders(byLanguage[lang]), `${key}.${lang}`).toEqual(expected);
      }
    }
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
  it('reads the primary language and falls back to Russian', () => {
    expect(parseLanguage('pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(parseLanguage('UK')).toBe('uk');
    expect(parseLanguage('de')).toBe(DEFAULT_API_LANGUAGE);
    expect(parseLanguage(undefined)).toBe('ru');
  });
});
