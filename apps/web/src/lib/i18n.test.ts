import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n.ts';

describe('detectLanguage', () => {
  it('keeps the language the visitor chose in this browser', () => {
    expect(detectLanguage('pl', ['uk-UA', 'en'])).toBe('pl');
  });

  it('takes the first browser language the product speaks, region dropped', () => {
    expect(detectLanguage(null, ['de-DE', 'uk-UA', 'ru'])).toBe('uk');
    expect(detectLanguage(null, ['RU'])).toBe('ru');
  });

  it('ignores a stored value that is not a product language', () => {
    expect(detectLanguage('uk-UA', ['pl-PL'])).toBe('pl');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLanguage(null, ['de', 'fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
