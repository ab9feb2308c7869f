import { STORAGE_KEYS } from '@slovo/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../local-storage.ts';

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.auth);
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.auth, token);
  notifyListeners();
}

export function clearToken(): void {
  removeStorage(STORAGE_KEYS.auth);
  notifyListeners();
}

// Another tab signing in or out changes the same storage entry; follow it so tabs never act
// with a token the server no longer knows.
function handleStorageEvent(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.auth) notifyListeners();
}

function subscribeToToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken);
}
