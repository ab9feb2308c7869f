import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The generation page lists every run of the workspace, newest first. A journey that starts a
 * run must wait for a new top row: an earlier run (another journey's) is already "done".
 */
export async function topRunId(page: Page): Promise<string | null> {
  const rows = page.locator('[data-testid^="run-row-"]');
  await expect(page.getByTestId('generation-runs')).toBeVisible();
  await expect(page.getByTestId('generation-runs-loading')).toHaveCount(0);
  return (await rows.count()) > 0 ? rows.first().getAttribute('data-testid') : null;
}

/** The newest run row once it has finished. */
export async function waitForNewestRun(page: Page, previousTop: string | null): Promise<Locator> {
  const run = page.locator('[data-testid^="run-row-"]').first();
  if (previousTop) await expect(run).not.toHaveAttribute('data-testid', previousTop);
  await expect(run).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  return run;
}
