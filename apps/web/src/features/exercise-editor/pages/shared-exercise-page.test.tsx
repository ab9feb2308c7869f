import { EXERCISE_STATUS } from '@slovo/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { authorUser, buildExercise } from '../test-fixtures.ts';
import { SharedExercisePage } from './shared-exercise-page.tsx';

function ReactionsStub(props: { likes: number; dislikes: number }) {
  return <span data-testid="reactions">{`${props.likes}/${props.dislikes}`}</span>;
}

function renderPage(user: typeof authorUser) {
  return renderRoutes(
    [
      {
        path: '/shared-exercise/:exerciseId',
        element: (
          <SessionProvider user={user}>
            <SharedExercisePage ReactionButtons={ReactionsStub} />
          </SessionProvider>
        ),
      },
    ],
    { path: '/shared-exercise/7' },
  );
}

describe('SharedExercisePage', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows the microblock read-only with its slides and reactions, read as an author', async () => {
    const calls = stubFetch({
      'GET /api/exercises/7': () =>
        jsonResponse(200, { data: buildExercise({ status_id: EXERCISE_STATUS.accepted }) }),
    });
    renderPage(authorUser);

    const page = await screen.findByTestId('shared-exercise-page');
    expect(calls[0]?.url).toBe('/api/exercises/7?role_id=3');
    expect(page).toHaveTextContent('Sound R: warm-up');
    expect(screen.getByTestId('exercise-status-badge')).toHaveTextContent('Accepted');
    expect(screen.getByTestId('exercise-tag-list')).toHaveTextContent('sound R');
    expect(screen.getByTestId('reactions')).toHaveTextContent('2/0');
    expect(screen.getByTestId('slide-viewer')).toBeInTheDocument();
    expect(screen.queryByTestId('exercise-form')).not.toBeInTheDocument();
  });

  it('reads as a moderator when the user is not an author here', async () => {
    const calls = stubFetch({
      'GET /api/exercises/7': () => jsonResponse(200, { data: buildExercise() }),
    });
    renderPage(moderatorUser);
    await screen.findByTestId('shared-exercise-page');
    expect(calls[0]?.url).toBe('/api/exercises/7?role_id=2');
  });

  it('says so when the microblock is not there', async () => {
    stubFetch({
      'GET /api/exercises/7': () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage(authorUser);
    expect(await screen.findByTestId('exercise-not-found')).toHaveTextContent(
      'Microblock not found',
    );
  });
});
