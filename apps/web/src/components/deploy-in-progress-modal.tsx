import type { Health } from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { isApiError, requestData } from '../lib/api-client.ts';
import {
  finishDeploy,
  type UnavailableReason,
  useUnavailableReason,
} from '../lib/deploy-status.ts';

/**
 * The window's view (Mantine's modal with its focus trap, scroll area and floating UI) loads once
 * the first screen is idle, not with it: every first screen carries this watcher, rarely the
 * window (decision 027). Fetched ahead, it is at hand when the app stops answering.
 */
const loadDeployWindow = () => import('./deploy-window.tsx');
const DeployWindow = lazy(() =>
  loadDeployWindow().then((module) => ({ default: module.DeployWindow })),
);

function preloadWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(() => void loadDeployWindow(), 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => void loadDeployWindow());
  return () => window.cancelIdleCallback(handle);
}

/**
 * The health answer checked by hand instead of with the contracts schema: this window is part of
 * every first screen, which carries no validation library (decision 027).
 */
const healthParser = {
  parse(value: unknown): Health {
    const health = value as Partial<Health> | null;
    if (health?.status !== 'ok' || typeof health.maintenance !== 'boolean') {
      throw new Error('The health check answered in an unknown form');
    }
    return { status: health.status, maintenance: health.maintenance };
  },
};

/** The health check is asked again after 1, 2, 4, 8 s, then every 10 s. */
const HEALTH_POLL_MAX_MS = 10_000;
const getPollDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, HEALTH_POLL_MAX_MS);

/**
 * Whether the app answers again. A deploy or a database outage ends when health says so; a failed
 * session check ends when the session check itself gets an answer (a healthy app may still fail
 * it), so the window does not close only to open again a moment later.
 */
async function isAnswering(reason: UnavailableReason): Promise<boolean> {
  try {
    if (reason === 'unreachable') {
      await requestData('/check-token', { isSilent: true });
      return true;
    }
    const health = await requestData('/health', { isSilent: true, schema: healthParser });
    return !health.maintenance;
  } catch (error) {
    // A refused session is an answer too: the sign-in flow takes it from here.
    return reason === 'unreachable' && isApiError(error) && error.status === 401;
  }
}

/**
 * Spec 8 deploy-in-progress window, also shown while the database is down or the app does not
 * answer: cannot be dismissed; closes itself once the API is healthy and out of maintenance.
 */
export function DeployInProgressModal() {
  const reason = useUnavailableReason();
  const queryClient = useQueryClient();

  useEffect(preloadWhenIdle, []);

  useEffect(() => {
    if (!reason) return;
    let timer: number | undefined;
    const poll = (attempt: number) => {
      timer = window.setTimeout(async () => {
        if (!(await isAnswering(reason))) return poll(attempt + 1);
        finishDeploy();
        // Answers refused meanwhile (the session check among them) are fetched again.
        await queryClient.invalidateQueries();
      }, getPollDelay(attempt));
    };
    poll(0);
    return () => window.clearTimeout(timer);
  }, [reason, queryClient]);

  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <DeployWindow reason={reason} />
    </Suspense>
  );
}
