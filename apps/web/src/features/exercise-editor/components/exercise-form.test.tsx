import { notifications, notificationsStore } from '@mantine/notifications';
import { EXERCISE_STATUS, RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { stubXhr } from '../../../../test/stub-xhr.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { CreateExerciseAuthorPage } from '../pages/create-exercise-page.tsx';
import { authorUser, buildExercise, buildPresentation } from '../test-fixtures.ts';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const request = {
  id: 9,
  workspace_id: 10,
  description: 'Sound R for five-year-olds',
  interests: [{ id: 3, name: 'Dinosaurs' }],
  age_ranges: [{ from: 5, to: 6 }],
  created_by: { id: 3, name: 'Marta Moderator' },
  created_at: '2026-03-01T09:00:00.000Z',
  exercise_count: 0,
};

function stubLists(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/workspaces/10/categories': () => jsonResponse(200, { data: demoCategories }),
    'GET /api/themes': () => jsonResponse(200, { data: [{ id: 3, name: 'Dinosaurs' }] }),
    'GET /api/tags': () => jsonResponse(200, { data: [{ id: 1, name: 'sound R' }] }),
    'GET /api/exercises/requests': () => jsonResponse(200, { data: [request] }),
    ...extra,
  });
}

function renderCreatePage(path = '/create-exercise-author') {
  return renderRoutes(
    [
      {
        path: '/create-exercise-author',
        element: (
          <SessionProvider user={authorUser}>
            <CreateExerciseAuthorPage />
          </SessionProvider>
        ),
      },
      { path: '/exercises', element: <div data-testid="exercises-list" /> },
      { path: '/edit-exercise/:exerciseId', element: <div data-testid="edit-page" /> },
    ],
    { path },
  );
}

function buildPptx(name = 'sound-r.pptx'): File {
  return new File(['pptx bytes'], name, { type: PPTX_TYPE });
}

function hasErrorToast(): boolean {
  return notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

async function chooseOption(testId: string, label: string) {
  fireEvent.click(screen.getByTestId(testId));
  const options = await screen.findAllByRole('option', { hidden: true });
  const option = options.find((item) => item.textContent === label);
  if (!option) throw new Error(`No option "${label}"`);
  fireEvent.click(option);
}

describe('ExerciseForm', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('asks for a title, a category, a tag and a presentation before saving', async () => {
    const calls = stubLists();
    renderCreatePage();

    fireEvent.click(await screen.findByTestId('save-draft'));

    expect(await screen.findByText('Add at least one tag')).toBeInTheDocument();
    expect(screen.getByText('Upload a .pptx presentation')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Title must have 2 to 200 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // The button is far below the fields: the first one in error gets the cursor, and the
    // note by the button says why nothing was saved.
    await waitFor(() => expect(screen.getByTestId('exercise-title')).toHaveFocus());
    expect(screen.getByTestId('refused-save-note')).toHaveTextContent(
      'Not saved: 4 fields need attention',
    );

    fireEvent.input(screen.getByTestId('exercise-title'), { target: { value: 'Sound R' } });
    expect(screen.getByTestId('refused-save-note')).toHaveTextContent(
      'Not saved: 3 fields need attention',
    );
  });

  it('adds the typed tag on Enter without saving the form', async () => {
    const calls = stubLists();
    renderCreatePage();
    const input = await screen.findByTestId('exercise-tags');

    fireEvent.input(input, { target: { value: 'breathing' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.input(input, { target: { value: 'SOUND r' } });
    await screen.findByTestId('tag-option-1');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });

    const pills = screen.getAllByTestId('exercise-tag-pill');
    expect(pills.map((pill) => [pill.textContent, pill.getAttribute('data-new')])).toEqual([
      ['breathing', 'true'],
      ['sound R', 'false'],
    ]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByText('Add at least one tag')).not.toBeInTheDocument();
  });

  it("shows the server's reason under the dropzone when it refuses the file, keeping the form", async () => {
    stubLists();
    const uploads = stubXhr();
    renderCreatePage();
    fireEvent.input(await screen.findByTestId('exercise-title'), {
      target: { value: 'Sound R: warm-up' },
    });

    const file = buildPptx();
    fireEvent.change(screen.getByTestId('presentation-input'), { target: { files: [file] } });

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload?.url).toBe('/api/exercises/files');
    // The server reads the fields while streaming: they come before the file.
    expect([...(upload?.body?.keys() ?? [])]).toEqual(['workspace_id', 'kind', 'file']);
    expect(upload?.body?.get('workspace_id')).toBe('10');
    expect(upload?.body?.get('kind')).toBe('presentation');
    expect(upload?.body?.get('file')).toBe(file);

    act(() => upload?.sendProgress(1, 4));
    expect(await screen.findByTestId('presentation-progress')).toHaveTextContent('Uploading… 25%');

    act(() =>
      upload?.respond(422, {
        message: 'Файл пошкоджений або обрізаний: збережіть презентацію ще раз',
        code: 'PRESENTATION_CORRUPTED',
      }),
    );

    expect(await screen.findByTestId('presentation-error')).toHaveTextContent(
      'Файл пошкоджений або обрізаний: збережіть презентацію ще раз',
    );
    expect(screen.queryByTestId('presentation-progress')).not.toBeInTheDocument();
    expect(screen.queryByTestId('presentation-info')).not.toBeInTheDocument();
    expect(screen.getByTestId('exercise-title')).toHaveValue('Sound R: warm-up');
    // Said once, in place: no red notification on top of it.
    expect(hasErrorToast()).toBe(false);
  });

  it('refuses a file that is not a .pptx before uploading it', async () => {
    stubLists();
    const uploads = stubXhr();
    renderCreatePage();

    fireEvent.change(await screen.findByTestId('presentation-input'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });

    expect(await screen.findByTestId('presentation-error')).toHaveTextContent(
      'This is not a .pptx presentation',
    );
    expect(uploads).toHaveLength(0);
  });

  it('creates a microblock for a request, showing a taken title under the title field', async () => {
    const created = buildExercise({ id: 21, status_id: EXERCISE_STATUS.moderation });
    let postCount = 0;
    const calls = stubLists({
      'POST /api/exercises': () => {
        postCount += 1;
        if (postCount === 1) {
          return jsonResponse(409, {
            message: 'Microblock with this name already exists',
            code: 'EXERCISE_TITLE_TAKEN',
            details: {
              fields: [{ path: 'title', message: 'Microblock with this name already exists' }],
            },
          });
        }
        return jsonResponse(200, { data: created });
      },
    });
    const uploads = stubXhr();
    const { router } = renderCreatePage('/create-exercise-author?request=9');

    // The request fills in what the moderator asked for.
    expect(await screen.findByTestId('request-note')).toHaveTextContent(
      'Sound R for five-year-olds',
    );
    expect(screen.getByTestId('exercise-description')).toHaveValue('Sound R for five-year-olds');

    fireEvent.input(screen.getByTestId('exercise-title'), {
      target: { value: 'Sound R: warm-up' },
    });
    await chooseOption('exercise-category', 'R in words');
    fireEvent.input(screen.getByTestId('exercise-tags'), { target: { value: 'vowels' } });
    fireEvent.click(await screen.findByTestId('tag-create'));
    expect(screen.getByTestId('exercise-tag-pill')).toHaveTextContent('vowels');

    fireEvent.change(screen.getByTestId('presentation-input'), {
      target: { files: [buildPptx()] },
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const { slides: _slides, renderer: _renderer, ...upload } = buildPresentation();
    act(() => uploads[0]?.respond(200, { data: upload }));
    const info = await screen.findByTestId('presentation-info');
    expect(info).toHaveTextContent('sound-r.pptx');
    expect(info).toHaveTextContent('2.3 MB');
    expect(info).toHaveTextContent('Slides: 3');

    fireEvent.click(screen.getByTestId('send-to-moderation'));
    expect(await screen.findByText('Microblock with this name already exists')).toBeVisible();
    expect(hasErrorToast()).toBe(false);

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/exercises?role_id=3');
    expect(post?.body).toMatchObject({
      workspace_id: 10,
      title: 'Sound R: warm-up',
      category_id: 5,
      description: 'Sound R for five-year-olds',
      presentation_id: 40,
      tag_ids: [],
      new_tags: ['vowels'],
      interest_ids: [3],
      request_id: 9,
      status_id: EXERCISE_STATUS.moderation,
    });

    fireEvent.input(screen.getByTestId('exercise-title'), {
      target: { value: 'Sound R: warm-up 2' },
    });
    fireEvent.click(screen.getByTestId('send-to-moderation'));

    expect(await screen.findByTestId('exercises-list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exercises');
    expect(
      await screen.findByText('Microblock “Sound R: warm-up” sent to moderation'),
    ).toBeInTheDocument();
  });
});
