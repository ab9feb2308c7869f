import { getUiLanguage } from '../../../lib/i18n.ts';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** "2.4 MB" or "850 KB" in the interface language; the unit words come from translations. */
export function formatFileSize(
  bytes: number,
  t: (key: string, options: { value: string }) => string,
): string {
  const number = new Intl.NumberFormat(getUiLanguage(), { maximumFractionDigits: 1 });
  if (bytes >= MEGABYTE) {
    return t('assets:units.megabytes', { value: number.format(bytes / MEGABYTE) });
  }
  return t('assets:units.kilobytes', { value: number.format(Math.max(bytes / KILOBYTE, 0.1)) });
}
