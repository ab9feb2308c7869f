import { LESSON_ITEM_SECONDS_MAX } from '@slovo/contracts';

/**
 * Decision 045: a stretch with no touch, click, key or slide change counts at most this long —
 * a teacher may talk through one slide for minutes, but not for a quarter of an hour untouched.
 */
export const IDLE_LIMIT_SECONDS = 10 * 60;

/** The player reports after this many seconds counted (and when the tab is hidden or closed). */
const REPORT_EVERY_SECONDS = 30;

export type ItemSeconds = { item: number; seconds: number };
type Counts = Map<number, number>;

/**
 * The seconds each item of a lesson is on screen, counted a second at a time: what the server
 * holds plus what was counted since and not yet confirmed. A report carries totals, so sending
 * it twice (a lost answer, a retry) counts once; the server's answer is the new base.
 */
export function createItemTimes(stored: readonly number[]) {
  let base = [...stored];
  const counted: Counts = new Map();
  let idleSeconds = 0;
  let sinceReport = 0;

  return {
    /** One visible second on `item`; false when it does not count (idle too long). */
    tick(item: number): boolean {
      if (idleSeconds >= IDLE_LIMIT_SECONDS) return false;
      idleSeconds += 1;
      sinceReport += 1;
      counted.set(item, (counted.get(item) ?? 0) + 1);
      return true;
    },

    /** The teacher did something: a new stretch starts. */
    touch() {
      idleSeconds = 0;
    },

    isIdle: () => idleSeconds >= IDLE_LIMIT_SECONDS,
    isReportDue: () => sinceReport >= REPORT_EVERY_SECONDS,
    /** A report is on its way: the next one is due after another round of seconds. */
    restartReportCount() {
      sinceReport = 0;
    },

    /** Each counted item's total, to send; null when nothing was counted since the base. */
    takeReport(): { items: ItemSeconds[]; sent: Counts } | null {
      if (counted.size === 0) return null;
      const sent: Counts = new Map(counted);
      const items = [...sent].map(([item, seconds]) => ({
        item,
        seconds: Math.min((base[item] ?? 0) + seconds, LESSON_ITEM_SECONDS_MAX),
      }));
      return { items, sent };
    },

    /** The server's totals after a report: the seconds it carried are in them now. */
    confirm(sent: Counts, totals: readonly number[]) {
      base = [...totals];
      for (const [item, seconds] of sent) {
        const left = (counted.get(item) ?? 0) - seconds;
        if (left > 0) counted.set(item, left);
        else counted.delete(item);
      }
    },
  };
}
