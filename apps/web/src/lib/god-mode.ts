import { STORAGE_KEYS } from '@slovo/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './local-storage.ts';

// Stored as 'true' or 'false' under `gm`, so the flag survives reloads and is readable by hand.
const listeners = new Set<() => void>();

function getIsGodMode(): boolean {
  return readStorage(STORAGE_KEYS.godMode) === 'true';
}

export function toggleGodMode(): void {
  writeStorage(STORAGE_KEYS.godMode, String(!getIsGodMode()));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsGodMode(): boolean {
  return useSyncExternalStore(subscribe, getIsGodMode);
}
