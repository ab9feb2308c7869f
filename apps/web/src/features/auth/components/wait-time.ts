import type { TFunction } from 'i18next';

/**
 * "5 minutes" or "30 seconds" for a refusal's `retry-after`: seconds under a minute, else whole
 * minutes rounded up, so waiting the time said is always enough.
 */
export function formatWaitTime(t: TFunction, seconds: number): string {
  return seconds < 60
    ? t('auth:wait.seconds', { count: Math.max(1, seconds) })
    : t('auth:wait.minutes', { count: Math.ceil(seconds / 60) });
}
