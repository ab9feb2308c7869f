import { STORAGE_KEYS } from '@slovo/contracts';
import { readPreference, useStoredPreference, writePreference } from './stored-preference.ts';

// Stored as 'true' or 'false' under `gm`, so the flag survives reloads and is readable by hand.
const FLAGS = ['true', 'false'] as const;

export function toggleGodMode(): void {
  const isGodMode = readPreference(STORAGE_KEYS.godMode, FLAGS) === 'true';
  writePreference(STORAGE_KEYS.godMode, String(!isGodMode));
}

export function useIsGodMode(): boolean {
  return useStoredPreference(STORAGE_KEYS.godMode, FLAGS)[0] === 'true';
}
