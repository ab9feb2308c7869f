import { STORAGE_KEYS } from '@slovo/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './local-storage.ts';

/** A second stale-build failure within this time shows the app-updated screen instead of looping. */
const AUTO_RELOAD_INTERVAL_MS = 60_000;

const PRELOAD_ERROR_EVENT = 'vite:preloadError';
const TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})-(\d{2}):(\d{2}):(\d{2})$/;

/** The `last-auto-update` format of spec 3: year-month-day-hour:minute:second, local time. */
export function formatAutoUpdateTime(date: Date): string {
  // Written by hand: this runs on every first screen, which carries no dates library.
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}-${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function parseAutoUpdateTime(value: string): Date | null {
  const parts = TIME_PATTERN.exec(value)?.slice(1).map(Number);
  if (!parts) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Reload when no automatic reload happened in the last minute. A record from the future (the
 * clock moved back) cannot prove a recent reload, so it allows one too.
 */
export function shouldAutoReload(lastAutoUpdate: string | null, now: Date): boolean {
  const last = lastAutoUpdate === null ? null : parseAutoUpdateTime(lastAutoUpdate);
  if (!last) return true;
  const age = now.getTime() - last.getTime();
  return age < 0 || age > AUTO_RELOAD_INTERVAL_MS;
}

let isAppUpdated = false;
let isHandled = false;
const listeners = new Set<() => void>();

/**
 * A chunk of the running build is gone from the server, so a new version was deployed: reload
 * once to get it; if that already happened a moment ago, show the app-updated screen.
 */
function handleStaleBuild(): void {
  // Vite and the route loader may both report the same failure.
  if (isHandled) return;
  isHandled = true;
  const now = new Date();
  if (shouldAutoReload(readStorage(STORAGE_KEYS.lastAutoUpdate), now)) {
    writeStorage(STORAGE_KEYS.lastAutoUpdate, formatAutoUpdateTime(now));
    window.location.reload();
    return;
  }
  isAppUpdated = true;
  for (const listener of listeners) listener();
}

/** Spec 8: a failed lazy load dispatches the preload error event, like Vite's own preloader. */
export function reportStaleBuild(): void {
  window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
}

export function listenForStaleBuilds(): () => void {
  const handlePreloadError = (event: Event) => {
    // Without this Vite rethrows the error, which would replace the screen with a route error.
    event.preventDefault();
    handleStaleBuild();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, handlePreloadError);
  return () => window.removeEventListener(PRELOAD_ERROR_EVENT, handlePreloadError);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsAppUpdated(): boolean {
  return useSyncExternalStore(subscribe, () => isAppUpdated);
}
