import type { ActCurrency } from '@slovo/contracts';
import { getIntlLocale } from '../../../lib/dates.ts';

/** "12 345,50 UAH" in the interface's locale; the code, as the act prints it. */
export function formatMoney(amount: string, currency: ActCurrency) {
  const value = new Intl.NumberFormat(getIntlLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
  return `${value} ${currency}`;
}
