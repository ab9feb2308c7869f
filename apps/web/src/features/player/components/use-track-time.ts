import type { TrackedTime } from '@slovo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createItemTimes, type ItemSeconds } from './item-times.ts';

type TrackTime = {
  isActive: boolean;
  /** The item on screen: its seconds count. */
  item: number;
  /** Each item's seconds the server holds when the player opens. */
  stored: readonly number[];
  onReport: (items: ItemSeconds[]) => Promise<TrackedTime>;
};

/** What the teacher does that shows someone is at the screen. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Counts the seconds each item is on the leader's screen (decision 045): only while the page is
 * visible, and a stretch without any activity counts at most `IDLE_LIMIT_SECONDS`. Reports each
 * item's total every half minute counted, when the tab is hidden and when the player closes, one
 * report at a time; a failed one is carried by the next. `flush` reports now (before finishing).
 */
export function useTrackTime({ isActive, item, stored, onReport }: TrackTime) {
  const [elapsed, setElapsed] = useState(0);
  const [isIdle, setIsIdle] = useState(false);
  const [times] = useState(() => createItemTimes(stored));
  const currentItem = useRef(item);
  currentItem.current = item;
  const report = useRef(onReport);
  report.current = onReport;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef<Promise<void> | null>(null);

  const flush = useCallback((): Promise<void> => {
    times.restartReportCount();
    // A report already waiting for the one on its way will carry these seconds too.
    if (waiting.current) return waiting.current;
    const next = queue.current.then(async () => {
      waiting.current = null;
      const taken = times.takeReport();
      if (!taken) return;
      try {
        const answer = await report.current(taken.items);
        times.confirm(taken.sent, answer.item_seconds);
      } catch {
        // Kept: the next report carries these seconds again (totals, so nothing counts twice).
      }
    });
    waiting.current = next;
    queue.current = next;
    return next;
  }, [times]);

  const touch = useCallback(() => {
    times.touch();
    setIsIdle(false);
  }, [times]);

  useEffect(() => {
    if (!isActive) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      if (times.tick(currentItem.current)) setElapsed((seconds) => seconds + 1);
      setIsIdle(times.isIdle());
      if (times.isReportDue()) void flush();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isActive, times, flush]);

  // Moving to another item is activity too (a remote clicker may send no key the page sees).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item changing is the event
  useEffect(touch, [item, touch]);

  useEffect(() => {
    if (!isActive) return;
    const options = { passive: true, capture: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, options);
    };
  }, [isActive, touch]);

  // A hidden tab stops counting and reports what it counted: closing the tab loses nothing.
  // Coming back to it is activity.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
      else touch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [flush, touch]);

  // Leaving the player (back to the lessons) keeps the seconds of the last half minute.
  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  return { elapsed, isIdle, flush };
}
