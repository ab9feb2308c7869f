import { TRACK_SECONDS_MAX } from '@slovo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The player reports played time this often (the API takes 1 to 120 seconds a call). */
const TRACK_EVERY_SECONDS = 30;

type TrackTime = { isActive: boolean; onReport: (seconds: number) => Promise<unknown> };

/**
 * Counts the seconds the lesson is on screen (a hidden tab does not count) and reports them
 * every half minute and whenever the tab is hidden. `flush` reports what is counted but not yet
 * sent, before finishing.
 */
export function useTrackTime({ isActive, onReport }: TrackTime) {
  const [elapsed, setElapsed] = useState(0);
  const pending = useRef(0);
  const report = useRef(onReport);
  report.current = onReport;

  const flush = useCallback((): Promise<unknown> => {
    const seconds = Math.min(pending.current, TRACK_SECONDS_MAX);
    pending.current = 0;
    return seconds >= 1 ? report.current(seconds) : Promise.resolve();
  }, []);

  useEffect(() => {
    if (!isActive) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      pending.current += 1;
      setElapsed((seconds) => seconds + 1);
      if (pending.current >= TRACK_EVERY_SECONDS) flush().catch(() => {});
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isActive, flush]);

  // A tab hidden or being closed reports what it counted: closing the tab loses nothing.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush().catch(() => {});
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [flush]);

  // Leaving the player (back to the lessons) keeps the seconds of the last half minute.
  useEffect(
    () => () => {
      flush().catch(() => {});
    },
    [flush],
  );

  return { elapsed, flush };
}
