import { notifications } from '@mantine/notifications';
import { EXERCISE_STATUS } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, pageOfItems } from '../../../../test/users.ts';
import { AutoModerationPage } from './auto-moderation-page.tsx';

const settings = {
  is_enabled: false,
  trusted_author_ids: [5],
  min_slides: 3,
  max_slides: 40,
  require_slide_titles: true,
  require_instruction: false,
};

const decision = {
  id: 11,
  from_status: EXERCISE_STATUS.moderation,
  to_status: EXERCISE_STATUS.declined,
  comment: '',
  actor: null,
  is_automatic: true,
  reasons: ['missing_slide_titles' as const],
  created_at: '2026-03-02T10:00:00.000Z',
  exercise: { id: 7, title: 'Sound R: warm-up' },
};

describe('AutoModerationPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('saves the rules and lists the automatic decisions with their reasons', async () => {
    const calls = stubFetch({
      'GET /api/exercises/auto-moderation': () => jsonResponse(200, { data: settings }),
      'PUT /api/exercises/auto-moderation': (call) =>
        jsonResponse(200, { data: { ...(call.body as object), workspace_id: undefined } }),
      'GET /api/exercises/authors': () =>
        jsonResponse(200, { data: [{ id: 5, name: 'Anna Author' }] }),
      'GET /api/exercises/auto-moderation/decisions': () =>
        jsonResponse(200, pageOfItems([decision])),
    });
    renderWithSession(<AutoModerationPage />, moderatorUser);

    const row = await screen.findByTestId('auto-decision-row');
    expect(row).toHaveTextContent('Sound R: warm-up');
    expect(row).toHaveTextContent('Some slides have no title');
    expect(row).toHaveTextContent('Declined');
    expect(screen.getByRole('link', { name: 'Sound R: warm-up' })).toHaveAttribute(
      'href',
      '/moderate-exercise/7',
    );

    const enabled = await screen.findByTestId('auto-moderation-enabled');
    expect(screen.getByTestId('auto-moderation-save')).toBeDisabled();
    fireEvent.click(enabled);
    fireEvent.click(screen.getByTestId('auto-moderation-save'));

    expect(await screen.findByText('Auto-moderation rules saved')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      workspace_id: 10,
      ...settings,
      is_enabled: true,
    });
  });
});
