import { notifications, notificationsStore } from '@mantine/notifications';
import { EXERCISE_STATUS } from '@slovo/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { authorUser, buildExercise } from '../test-fixtures.ts';
import { EditExercisePage } from './edit-exercise-page.tsx';

const declined = buildExercise({
  status_id: EXERCISE_STATUS.declined,
  history: [
    {
      id: 1,
      from_status: EXERCISE_STATUS.draft,
      to_status: EXERCISE_STATUS.moderation,
      comment: '',
      actor: { id: 5, name: 'Anna Author' },
      is_automatic: false,
      reasons: [],
      created_at: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 2,
      from_status: EXERCISE_STATUS.moderation,
      to_status: EXERCISE_STATUS.declined,
      comment: 'Slide 3 needs a picture of the tiger',
      actor: { id: 3, name: 'Marta Moderator' },
      is_automatic: false,
      reasons: [],
      created_at: '2026-03-02T10:00:00.000Z',
    },
  ],
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/edit-exercise/:exerciseId',
        element: (
          <SessionProvider user={authorUser}>
            <EditExercisePage />
          </SessionProvider>
        ),
      },
      { path: '/exercises', element: <div data-testid="exercises-list" /> },
    ],
    { path: '/edit-exercise/7' },
  );
}

function stubLists(
  exercise: ReturnType<typeof buildExercise>,
  answerSave = () =>
    jsonResponse(200, { data: { ...exercise, status_id: EXERCISE_STATUS.moderation } }),
) {
  return stubFetch({
    'GET /api/exercises/7': () => jsonResponse(200, { data: exercise }),
    'PUT /api/exercises/7': answerSave,
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    'GET /api/themes': () => jsonResponse(200, { data: [{ id: 3, name: 'Dinosaurs' }] }),
    'GET /api/tags': () => jsonResponse(200, { data: [] }),
  });
}

describe('EditExercisePage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('puts the decline comment first and sends the fixed microblock back to moderation', async () => {
    const calls = stubLists(declined);
    renderPage();

    const banner = await screen.findByTestId('decline-comment-banner');
    expect(banner).toHaveTextContent('Slide 3 needs a picture of the tiger');
    expect(banner).toHaveTextContent('Marta Moderator');
    expect(calls[0]?.url).toBe('/api/exercises/7?role_id=3');
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
    expect(screen.getByTestId('slide-viewer')).toBeInTheDocument();
    expect(screen.getByTestId('exercise-title')).toHaveValue('Sound R: warm-up');
    expect(screen.getByTestId('presentation-info')).toHaveTextContent('sound-r.pptx');

    fireEvent.click(screen.getByTestId('send-to-moderation'));

    expect(await screen.findByTestId('exercises-list')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/exercises/7?role_id=3');
    expect(put?.body).toMatchObject({
      tag_ids: [1],
      presentation_id: 40,
      status_id: EXERCISE_STATUS.moderation,
    });
  });

  it('shows a microblock in moderation read-only, with a note', async () => {
    stubLists(buildExercise({ status_id: EXERCISE_STATUS.moderation }));
    renderPage();

    expect(await screen.findByTestId('read-only-note')).toBeInTheDocument();
    expect(screen.getByTestId('exercise-title')).toBeDisabled();
    expect(screen.queryByTestId('save-draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('send-to-moderation')).not.toBeInTheDocument();
    expect(screen.queryByTestId('decline-comment-banner')).not.toBeInTheDocument();
  });

  it('tells a refusal that names no field once, next to the buttons, not also as a notification', async () => {
    stubLists(declined, () =>
      jsonResponse(409, { message: 'The microblock was changed meanwhile', code: 'CONFLICT' }),
    );
    renderPage();

    fireEvent.click(await screen.findByTestId('send-to-moderation'));

    expect(await screen.findByTestId('refused-save-note')).toHaveTextContent(
      'The microblock was changed meanwhile',
    );
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
