import { useSyncExternalStore } from 'react';

/**
 * Why the API cannot serve: a deploy in progress, its database down for a moment, or no answer
 * at all (a server error or a lost connection while checking the session).
 */
export type UnavailableReason = 'deploy' | 'database' | 'unreachable';

// A module-level value rather than React state: the API client, which lives outside React,
// sets it when any call answers 503 MAINTENANCE or DATABASE_UNAVAILABLE.
let reason: UnavailableReason | null = null;
const listeners = new Set<() => void>();

function setReason(value: UnavailableReason | null): void {
  if (reason === value) return;
  reason = value;
  for (const listener of listeners) listener();
}

export function startDeploy(why: UnavailableReason = 'deploy'): void {
  setReason(why);
}

export function finishDeploy(): void {
  setReason(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnavailableReason(): UnavailableReason | null {
  return useSyncExternalStore(subscribe, () => reason);
}

export function useIsDeploying(): boolean {
  return useUnavailableReason() !== null;
}
