import type { STORAGE_KEYS } from '@slovo/contracts';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage access throws when the browser blocks it (privacy modes, quota): the app must keep
// working with the value missing rather than crash.

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Cannot read "${key}" from local storage`, error);
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Cannot write "${key}" to local storage`, error);
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Cannot remove "${key}" from local storage`, error);
  }
}
