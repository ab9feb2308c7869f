import { describe, expect, it } from 'vitest';
import { detectUiLanguage } from './languages.ts';

describe('detectUiLanguage', () => {
  it('keeps the language the visitor chose in this browser', () => {
    expect(detectUiLanguage('pl', ['uk-UA', 'en'])).toBe('pl');
  });

  it('takes the first browser language the product speaks, region dropped', () => {
    expect(detectUiLanguage(null, ['de-DE', 'uk-UA', 'ru'])).toBe('uk');
    expect(detectUiLanguage(null, ['RU'])).toBe('ru');
  });

  it('ignores a stored value that is not a product language', () => {
    expect(detectUiLanguage('uk-UA', ['pl-PL'])).toBe('pl');
  });

  it('reads the tags of an accept-language header, weights included', () => {
    expect(detectUiLanguage(null, 'de-DE,pl;q=0.9,en;q=0.8'.split(','))).toBe('pl');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectUiLanguage(null, ['de', 'fr-FR'])).toBe('en');
    expect(detectUiLanguage(null, [])).toBe('en');
  });
});
