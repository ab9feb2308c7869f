import { useEffect } from 'react';

/**
 * Keeps the screen on while a lesson plays: the child watches without touching the tablet.
 * Browsers drop the lock when the tab hides, so it is asked for again when the tab returns.
 */
export function useWakeLock(isActive: boolean) {
  useEffect(() => {
    if (!isActive || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let isCancelled = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (isCancelled) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (battery saver, no permission): the screen may dim, the lesson still plays.
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [isActive]);
}
