import type { STORAGE_KEYS } from '@slovo/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './local-storage.ts';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Every component showing a preference re-renders when any of them changes it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored value when it is one of `allowed`; anything else (missing, edited) reads as null. */
export function readPreference<T extends string>(key: StorageKey, allowed: readonly T[]): T | null {
  const stored = readStorage(key);
  return allowed.find((value) => value === stored) ?? null;
}

export function writePreference(key: StorageKey, value: string): void {
  writeStorage(key, value);
  for (const listener of listeners) listener();
}

/**
 * A choice kept per browser under `key`, so it survives reloads; null until the user makes one
 * (the screen then picks its own default, e.g. by the width of the window).
 */
export function useStoredPreference<T extends string>(
  key: StorageKey,
  allowed: readonly T[],
): [T | null, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readPreference(key, allowed));
  const change = useCallback((next: T) => writePreference(key, next), [key]);
  return [value, change];
}
