import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../test/lazy-chunks.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../test/stub-fetch.ts';
import { finishDeploy, startDeploy } from '../lib/deploy-status.ts';
import { DeployInProgressModal } from './deploy-in-progress-modal.tsx';

beforeAll(async () => {
  await setUpI18n('en');
});
// The app fetches the window's chunk once its first screen is idle, long before the API stops
// answering; here it is in memory before each test starts as well.
preloadLazyChunk(() => import('./deploy-window.tsx'));

afterEach(() => {
  act(() => finishDeploy());
});

describe('DeployInProgressModal', () => {
  it('tells of an update while a deploy runs', async () => {
    renderWithProviders(<DeployInProgressModal />);
    act(() => startDeploy('deploy'));
    expect(await screen.findByText('Update in progress')).toBeInTheDocument();
  });

  it('tells that the service is temporarily unavailable while the database is down', async () => {
    renderWithProviders(<DeployInProgressModal />);
    act(() => startDeploy('database'));
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Update in progress')).not.toBeInTheDocument();
  });

  it('says the app cannot be reached, and closes once the session check itself is answered', async () => {
    let sessionChecks = 0;
    stubFetch({
      'GET /api/health': () => jsonResponse(200, { data: { status: 'ok', maintenance: false } }),
      // A healthy app may still fail the session check: the window stays until that is answered.
      'GET /api/check-token': () => {
        sessionChecks += 1;
        return sessionChecks === 1
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Internal error' })
          : jsonResponse(200, { data: {} });
      },
    });
    renderWithProviders(<DeployInProgressModal />);
    act(() => startDeploy('unreachable'));
    // A screen reader announces the window by its title.
    expect(await screen.findByRole('dialog', { name: 'Cannot reach the app' })).toBeInTheDocument();
    await waitFor(() => expect(sessionChecks).toBe(1), { timeout: 5000 });
    expect(screen.getByText('Cannot reach the app')).toBeInTheDocument();
    // Checks come after 1 and 2 s, not after the ten of a long outage.
    await waitFor(
      () => expect(screen.queryByText('Cannot reach the app')).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
  });
});
