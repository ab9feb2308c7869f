import { useSyncExternalStore } from 'react';

// A module-level flag rather than React state: the API client, which lives outside React,
// raises it when any call answers 503 MAINTENANCE.
let isDeploying = false;
const listeners = new Set<() => void>();

function setDeploying(value: boolean): void {
  if (isDeploying === value) return;
  isDeploying = value;
  for (const listener of listeners) listener();
}

export function startDeploy(): void {
  setDeploying(true);
}

export function finishDeploy(): void {
  setDeploying(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsDeploying(): boolean {
  return useSyncExternalStore(subscribe, () => isDeploying);
}
