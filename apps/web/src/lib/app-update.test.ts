import { describe, expect, it } from 'vitest';
import { formatAutoUpdateTime, parseAutoUpdateTime, shouldAutoReload } from './app-update.ts';

const now = new Date(2025, 4, 17, 14, 30, 0);

describe('shouldAutoReload', () => {
  it('reloads when no automatic reload was recorded', () => {
    expect(shouldAutoReload(null, now)).toBe(true);
  });

  it('reloads when the record is unreadable', () => {
    expect(shouldAutoReload('yesterday', now)).toBe(true);
  });

  it('reloads when the last automatic reload is older than a minute', () => {
    expect(shouldAutoReload('2025-05-17-14:28:59', now)).toBe(true);
  });

  it('shows the app-updated screen when the page reloaded within the last minute', () => {
    expect(shouldAutoReload('2025-05-17-14:29:30', now)).toBe(false);
    expect(shouldAutoReload('2025-05-17-14:30:00', now)).toBe(false);
  });

  it('reloads when the record lies in the future (the clock moved back)', () => {
    expect(shouldAutoReload('2025-05-17-15:00:00', now)).toBe(true);
  });
});

describe('last-auto-update format', () => {
  it('writes year-month-day-hour:minute:second in local time', () => {
    expect(formatAutoUpdateTime(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02-03:04:05');
  });

  it('reads back what it writes', () => {
    expect(parseAutoUpdateTime(formatAutoUpdateTime(now))?.getTime()).toBe(now.getTime());
  });
});
