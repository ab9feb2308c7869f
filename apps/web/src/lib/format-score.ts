import { getUiLanguage } from './i18n.ts';

/** A score as a person reads it: at most two decimals, in the page's language. */
export function formatScore(value: number): string {
  return new Intl.NumberFormat(getUiLanguage(), { maximumFractionDigits: 2 }).format(value);
}
