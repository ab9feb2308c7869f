import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
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
});
