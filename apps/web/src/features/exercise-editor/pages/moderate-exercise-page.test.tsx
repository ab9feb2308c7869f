import { notifications } from '@mantine/notifications';
import { EXERCISE_STATUS } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildExercise } from '../test-fixtures.ts';
import { ModerateExercisePage } from './moderate-exercise-page.tsx';

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/moderate-exercise/:exerciseId',
        element: (
          <SessionProvider user={moderatorUser}>
            <ModerateExercisePage />
          </SessionProvider>
        ),
      },
      { path: '/moderator-list', element: <div data-testid="moderator-list" /> },
    ],
    { path: '/moderate-exercise/7' },
  );
}

function listStatusOptions(): string[] {
  const select = screen.getByTestId('decision-status');
  return within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter((value) => value !== '');
}

function chooseStatus(status: number) {
  fireEvent.change(screen.getByTestId('decision-status'), { target: { value: String(status) } });
}

describe('ModerateExercisePage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('offers every status but the current one, in words', async () => {
    const calls = stubFetch({
      'GET /api/exercises/7': () => jsonResponse(200, { data: buildExercise() }),
    });
    renderPage();

    expect(await screen.findByTestId('moderate-page')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/exercises/7?role_id=2');
    const options = listStatusOptions();
    expect(options).not.toContain(String(EXERCISE_STATUS.moderation));
    expect(options.sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(within(screen.getByTestId('decision-status')).getByText('Declined')).toBeInTheDocument();
    expect(screen.getByTestId('exercise-details')).toHaveTextContent('Repeat after the tiger');
    expect(screen.getByTestId('slide-viewer')).toBeInTheDocument();
  });

  it('requires a comment to decline, then saves the whole microblock with the decision', async () => {
    const exercise = buildExercise();
    const calls = stubFetch({
      'GET /api/exercises/7': () => jsonResponse(200, { data: exercise }),
      'PUT /api/exercises/7': () =>
        jsonResponse(200, { data: { ...exercise, status_id: EXERCISE_STATUS.declined } }),
    });
    const { router } = renderPage();
    await screen.findByTestId('decision-panel');

    chooseStatus(EXERCISE_STATUS.declined);
    fireEvent.click(screen.getByTestId('decision-save'));
    expect(
      await screen.findByText('To decline a microblock, write a comment for the author'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.input(screen.getByTestId('decision-comment'), {
      target: { value: '  Slide 3 has no title  ' },
    });
    fireEvent.click(screen.getByTestId('decision-save'));

    expect(await screen.findByTestId('moderator-list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderator-list');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/exercises/7?role_id=2');
    expect(put?.body).toEqual({
      workspace_id: 10,
      title: 'Sound R: warm-up',
      category_id: 5,
      description: 'Warm-up for the rolling R',
      comment: 'Please check slide 3',
      instruction: 'Repeat after the tiger',
      presentation_id: 40,
      tag_ids: [1],
      new_tags: [],
      interest_ids: [3],
      usage_frequency: 1,
      language: 'uk',
      is_read_only: false,
      is_excluded_from_generation: false,
      is_ready_for_generation: true,
      image_ids: [],
      audio_ids: [],
      request_id: null,
      status_id: EXERCISE_STATUS.declined,
      status_comment: 'Slide 3 has no title',
    });
    expect(
      await screen.findByText('“Sound R: warm-up”: status changed to “Declined”'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a decision under the comment", async () => {
    stubFetch({
      'GET /api/exercises/7': () => jsonResponse(200, { data: buildExercise() }),
      'PUT /api/exercises/7': () =>
        jsonResponse(422, {
          message: 'Щоб відхилити мікроблок, напишіть коментар для автора',
          code: 'DECLINE_COMMENT_REQUIRED',
          details: { fields: [{ path: 'status_comment', message: "Обов'язкове поле" }] },
        }),
    });
    renderPage();
    await screen.findByTestId('decision-panel');

    chooseStatus(EXERCISE_STATUS.accepted);
    fireEvent.click(screen.getByTestId('decision-save'));

    expect(
      await screen.findByText('Щоб відхилити мікроблок, напишіть коментар для автора'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('moderate-page')).toBeInTheDocument();
  });

  it('a generation switch saves at once and says so once; a refusal puts it back', async () => {
    let exercise = buildExercise({
      status_id: EXERCISE_STATUS.accepted,
      is_ready_for_generation: false,
    });
    let isRefused = false;
    const calls = stubFetch({
      'GET /api/exercises/7': () => jsonResponse(200, { data: exercise }),
      'POST /api/exercises/toggle': () => {
        if (isRefused) {
          return jsonResponse(403, { message: 'Not allowed for your role', code: 'FORBIDDEN' });
        }
        exercise = { ...exercise, is_ready_for_generation: true };
        return jsonResponse(200, { data: { count: 1 } });
      },
    });
    renderPage();
    const ready = await screen.findByTestId('generation-flag-is_ready_for_generation');
    expect(screen.getByTestId('generation-flags')).toHaveTextContent(
      'generation runs make its themed versions',
    );
    expect(ready).not.toBeChecked();

    fireEvent.click(ready);

    expect(
      await screen.findByText('“Sound R: warm-up” is ready for generation'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('generation-flag-is_ready_for_generation')).toBeChecked();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/exercises/toggle',
      body: { workspace_id: 10, ids: [7], flag: 'is_ready_for_generation', value: true },
    });

    isRefused = true;
    fireEvent.click(screen.getByTestId('generation-flag-is_excluded_from_generation'));
    expect(await screen.findByText('Not allowed for your role')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('generation-flag-is_excluded_from_generation')).toBeEnabled(),
    );
    expect(screen.getByTestId('generation-flag-is_excluded_from_generation')).not.toBeChecked();
    expect(screen.getAllByText('Not allowed for your role')).toHaveLength(1);
  });
});
