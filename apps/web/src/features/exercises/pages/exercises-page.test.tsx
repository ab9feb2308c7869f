import { EXERCISE_STATUS } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import {
  authorUser,
  buildExercise,
  buildRequest,
  counters,
  listQueries,
  pageOf,
} from '../test-fixtures.ts';
import { ExercisesPage } from './exercises-page.tsx';

const draft = buildExercise({ id: 1, title: 'Sound R: warm-up' });
const declined = buildExercise({
  id: 2,
  title: 'Sound R: syllables',
  status_id: EXERCISE_STATUS.declined,
});
const accepted = buildExercise({
  id: 3,
  title: 'Sound L: words',
  status_id: EXERCISE_STATUS.accepted,
  cover_url: '/api/files/cover-3.jpg',
});

function readSavedFilter(): unknown {
  return JSON.parse(window.localStorage.getItem('exercises-filter') ?? 'null');
}

function stubExercisesApi(list: unknown = pageOf([draft, declined, accepted])) {
  return stubFetch({
    'GET /api/exercises': () => jsonResponse(200, list),
    'GET /api/exercises/counters': () => jsonResponse(200, counters),
    'GET /api/exercises/requests': () =>
      jsonResponse(200, { data: [buildRequest({ id: 5, description: 'Sound R with dinosaurs' })] }),
    'POST /api/exercises/bulk/delete': () => jsonResponse(200, { data: { count: 2 } }),
  });
}

function renderPage() {
  return renderWithSession(<ExercisesPage />, authorUser);
}

describe('ExercisesPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('starts on the requests tab when nothing is saved, as after a workspace switch', async () => {
    const calls = stubExercisesApi();
    renderPage();

    expect(await screen.findByTestId('request-row-5')).toHaveTextContent('Sound R with dinosaurs');
    expect(screen.getByTestId('exercise-tab-requests')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('request-row-5')).toHaveTextContent('5–7 years');
    expect(screen.getByTestId('request-row-5')).toHaveTextContent('Microblocks filed: 2');
    expect(screen.getByTestId('request-fill-5')).toHaveAttribute(
      'href',
      '/create-exercise-author?request=5',
    );
    // No microblock sits in the request status, so only the requests are asked for.
    expect(listQueries(calls, '/api/exercises')).toEqual([]);
    expect(screen.getByTestId('exercises-search')).toHaveValue('');
  });

  it('starts from the default filter when the saved one is broken', async () => {
    window.localStorage.setItem('exercises-filter', '{"status": "drafts", "term": 7');
    stubExercisesApi();
    renderPage();

    expect(await screen.findByTestId('request-row-5')).toBeInTheDocument();
    expect(screen.getByTestId('exercise-tab-requests')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the server counts of a reaction in the cached list', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 4, term: '' }));
    stubFetch({
      'GET /api/exercises': () => jsonResponse(200, pageOf([draft])),
      'GET /api/exercises/counters': () => jsonResponse(200, counters),
      'POST /api/exercises/1/dislike': () =>
        jsonResponse(200, { data: { own_reaction: 'dislike', likes_count: 2, dislikes_count: 9 } }),
    });
    const { queryClient } = renderPage();

    fireEvent.click(await screen.findByTestId('dislike-1'));
    expect(screen.getByTestId('dislikes-count-1')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('dislikes-count-1')).toHaveTextContent('9'));
    const cached = queryClient.getQueriesData<{ data: { dislikes_count: number }[] }>({
      queryKey: ['workspace', 10, 'exercises', 'list'],
    });
    expect(cached[0]?.[1]?.data[0]?.dislikes_count).toBe(9);
  });

  it('shows the tabs in the author order with their counters', async () => {
    stubExercisesApi();
    renderPage();

    await waitFor(() =>
      expect(screen.getByTestId('exercise-tab-count-requests')).toHaveTextContent('1'),
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'));
    expect(tabs).toEqual([
      'exercise-tab-requests',
      'exercise-tab-4',
      'exercise-tab-3',
      'exercise-tab-1',
      'exercise-tab-2',
    ]);
    expect(screen.getByTestId('exercise-tab-count-4')).toHaveTextContent('3');
    expect(screen.getByTestId('exercise-tab-count-3')).toHaveTextContent('2');
    expect(screen.getByTestId('exercise-tab-count-1')).toHaveTextContent('4');
    expect(screen.getByTestId('exercise-tab-4')).toHaveTextContent('Drafts');
  });

  it('reads the saved tab and search back and asks the list for them', async () => {
    window.localStorage.setItem(
      'exercises-filter',
      JSON.stringify({ status: EXERCISE_STATUS.moderation, term: 'sound' }),
    );
    const calls = stubExercisesApi();
    renderPage();

    await screen.findByTestId('exercise-row-1');
    expect(screen.getByTestId('exercise-tab-3')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('exercises-search')).toHaveValue('sound');
    expect(listQueries(calls, '/api/exercises')[0]).toEqual({
      workspace_id: '10',
      role_id: '3',
      status: '3',
      term: 'sound',
      page: '1',
      pageSize: '20',
      sort: 'updated_at',
      order: 'desc',
    });
    expect(listQueries(calls, '/api/exercises/counters')[0]).toEqual({
      workspace_id: '10',
      role_id: '3',
      term: 'sound',
    });
  });

  it('asks the list for the status of each tab and saves the tab', async () => {
    const calls = stubExercisesApi();
    renderPage();
    await screen.findByTestId('request-row-5');

    fireEvent.click(screen.getByTestId('exercise-tab-4'));
    await screen.findByTestId('exercise-row-1');
    expect(listQueries(calls, '/api/exercises').at(-1)?.status).toBe('4');
    expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.draft, term: '' });

    fireEvent.click(screen.getByTestId('exercise-tab-1'));
    await waitFor(() => expect(listQueries(calls, '/api/exercises').at(-1)?.status).toBe('1'));
    expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.accepted, term: '' });

    fireEvent.click(screen.getByTestId('exercise-tab-requests'));
    expect(await screen.findByTestId('request-row-5')).toBeInTheDocument();
    expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.request, term: '' });
  });

  it('merges the debounced search into the saved filter and resets it', async () => {
    window.localStorage.setItem(
      'exercises-filter',
      JSON.stringify({ status: EXERCISE_STATUS.draft, term: '' }),
    );
    const calls = stubExercisesApi();
    renderPage();
    await screen.findByTestId('exercise-row-1');

    fireEvent.input(screen.getByTestId('exercises-search'), { target: { value: ' warm ' } });
    await waitFor(() =>
      expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.draft, term: 'warm' }),
    );
    await waitFor(() => expect(listQueries(calls, '/api/exercises').at(-1)?.term).toBe('warm'));
    expect(listQueries(calls, '/api/exercises/counters').at(-1)?.term).toBe('warm');

    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.request, term: '' });
    expect(screen.getByTestId('exercises-search')).toHaveValue('');
    expect(screen.getByTestId('exercise-tab-requests')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each microblock with its status, details and the way to open it', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 4, term: '' }));
    stubExercisesApi();
    renderPage();

    const row = await screen.findByTestId('exercise-row-1');
    expect(row).toHaveAttribute('data-status', '4');
    expect(row).toHaveTextContent('Sound R: warm-up');
    expect(row).toHaveTextContent('R in words');
    expect(row).toHaveTextContent('sound R');
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('12 March 2025');
    expect(within(row).getByTestId('likes-count-1')).toHaveTextContent('2');
    expect(screen.getByTestId('exercise-open-1')).toHaveAttribute('href', '/edit-exercise/1');
    expect(screen.getByTestId('exercise-open-2')).toHaveAttribute('href', '/edit-exercise/2');
    expect(screen.getByTestId('exercise-open-3')).toHaveAttribute('href', '/shared-exercise/3');
    expect(screen.getByTestId('exercise-row-3').querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/cover-3.jpg',
    );
    // Accepted microblocks are no longer the author's to delete.
    expect(screen.getByTestId('exercise-select-3')).toBeDisabled();
    expect(screen.getByTestId('create-exercise')).toHaveAttribute(
      'href',
      '/create-exercise-author',
    );
  });

  it('deletes the checked microblocks after a confirmation that names their count', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 4, term: '' }));
    const calls = stubExercisesApi();
    renderPage();
    await screen.findByTestId('exercise-row-1');
    expect(screen.getByTestId('bulk-delete')).toBeDisabled();

    fireEvent.click(screen.getByTestId('exercise-select-1'));
    fireEvent.click(screen.getByTestId('exercise-select-2'));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('Selected: 2');
    fireEvent.click(screen.getByTestId('bulk-delete'));

    expect(await screen.findByText(/Microblocks to delete: 2\./)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('bulk-delete-confirm'));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/exercises/bulk/delete?role_id=3');
    expect(post?.body).toEqual({ workspace_id: 10, ids: [1, 2] });
    expect(await screen.findByText('Microblocks deleted: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bulk-count')).toHaveTextContent('Tick'));
  });

  it('deletes one microblock from its row menu after confirmation', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 4, term: '' }));
    const calls = stubFetch({
      'GET /api/exercises': () => jsonResponse(200, pageOf([draft])),
      'GET /api/exercises/counters': () => jsonResponse(200, counters),
      'DELETE /api/exercises/1': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('exercise-menu-1'));
    fireEvent.click(await screen.findByTestId('exercise-delete'));
    expect(await screen.findByText('Delete “Sound R: warm-up”?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('exercise-delete-confirm'));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/exercises/1?role_id=3');
  });

  it('explains an empty tab and a search without results', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 2, term: '' }));
    stubExercisesApi(pageOf([]));
    renderPage();

    expect(await screen.findByTestId('exercises-empty')).toHaveTextContent(
      'No declined microblocks',
    );
    fireEvent.input(screen.getByTestId('exercises-search'), { target: { value: 'zebra' } });
    await waitFor(() =>
      expect(screen.getByTestId('exercises-empty')).toHaveTextContent('Nothing found'),
    );
  });

  it('offers a retry when the list fails to load', async () => {
    window.localStorage.setItem('exercises-filter', JSON.stringify({ status: 4, term: '' }));
    stubFetch({
      'GET /api/exercises': () => jsonResponse(500, { message: 'Broken', code: 'INTERNAL' }),
      'GET /api/exercises/counters': () => jsonResponse(200, counters),
    });
    renderPage();

    expect(await screen.findByTestId('exercises-error')).toHaveTextContent(
      'Could not load the microblocks',
    );
  });
});
