import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../test/stub-fetch.ts';
import { finishDeploy, startDeploy } from '../lib/deploy-status.ts';
import { DeployInProgressModal } from './deploy-in-progress-modal.tsx';

beforeAll(() => setUpI18n('en'));

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

  it('says the app cannot be reached, and closes as soon as the app answers again', async () => {
    stubFetch({
      'GET /api/health': () => jsonResponse(200, { data: { status: 'ok', maintenance: false } }),
    });
    renderWithProviders(<DeployInProgressModal />);
    act(() => startDeploy('unreachable'));
    expect(await screen.findByText('Cannot reach the app')).toBeInTheDocument();
    // The first check comes after a second, not after the ten of a long outage.
    await waitFor(
      () => expect(screen.queryByText('Cannot reach the app')).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
  });
});
