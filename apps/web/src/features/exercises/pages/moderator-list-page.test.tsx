import { notificationsStore } from '@mantine/notifications';
import { EXERCISE_STATUS } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { buildExercise, buildRequest, counters, listQueries, pageOf } from '../test-fixtures.ts';
import { ModeratorListPage } from './moderator-list-page.tsx';

const inModeration = buildExercise({
  id: 11,
  title: 'Sound Sh: pictures',
  status_id: EXERCISE_STATUS.moderation,
  author: { id: 8, name: 'Petro Author' },
});

const stats = {
  created: 7,
  sent_to_moderation: 5,
  accepted: 3,
  declined: 1,
  per_author: [{ author: { id: 8, name: 'Petro Author' }, created: 4, accepted: 2, declined: 1 }],
};

function readSavedFilter(): unknown {
  return JSON.parse(window.localStorage.getItem('exercises-filter') ?? 'null');
}

function stubModeratorApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/exercises': () => jsonResponse(200, pageOf([inModeration])),
    'GET /api/exercises/counters': () => jsonResponse(200, counters),
    'GET /api/exercises/authors': () =>
      jsonResponse(200, {
        data: [
          { id: 5, name: 'Anna Author' },
          { id: 8, name: 'Petro Author' },
        ],
      }),
    'GET /api/exercises/stats': () => jsonResponse(200, { data: stats }),
    'GET /api/exercises/requests': () =>
      jsonResponse(200, { data: [buildRequest({ id: 5, description: 'Sound R with dinosaurs' })] }),
    'GET /api/themes': () =>
      jsonResponse(200, {
        data: [
          { id: 1, name: 'Dinosaurs' },
          { id: 2, name: 'Space' },
        ],
      }),
    ...extra,
  });
}

function renderPage() {
  return renderWithSession(<ModeratorListPage />, moderatorUser);
}

function openModerationTab() {
  window.localStorage.setItem(
    'exercises-filter',
    JSON.stringify({ status: EXERCISE_STATUS.moderation, term: '' }),
  );
}

function hasErrorToast(): boolean {
  return notificationsStore.getState().notifications.some((item) => item.color === 'red');
}

describe('ModeratorListPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('lists as a moderator with the moderator tabs, and opens rows for moderation', async () => {
    openModerationTab();
    const calls = stubModeratorApi();
    renderPage();

    const row = await screen.findByTestId('exercise-row-11');
    expect(row).toHaveAttribute('data-status', '3');
    expect(screen.getByTestId('exercise-open-11')).toHaveAttribute('href', '/moderate-exercise/11');
    expect(listQueries(calls, '/api/exercises')[0]).toMatchObject({ role_id: '2', status: '3' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'));
    expect(tabs).toEqual([
      'exercise-tab-requests',
      'exercise-tab-6',
      'exercise-tab-3',
      'exercise-tab-1',
      'exercise-tab-2',
    ]);
    expect(screen.getByTestId('exercise-tab-6')).toHaveTextContent('In progress');
  });

  it('opens the first tab when the saved status is a tab only authors have', async () => {
    window.localStorage.setItem(
      'exercises-filter',
      JSON.stringify({ status: EXERCISE_STATUS.draft, term: '' }),
    );
    stubModeratorApi();
    renderPage();

    expect(await screen.findByTestId('request-row-5')).toBeInTheDocument();
    expect(screen.getByTestId('exercise-tab-requests')).toHaveAttribute('aria-selected', 'true');
  });

  it('merges the chosen author into the saved filter and asks for their microblocks', async () => {
    openModerationTab();
    const calls = stubModeratorApi();
    renderPage();
    await screen.findByTestId('exercise-row-11');

    fireEvent.click(screen.getByTestId('exercises-author'));
    fireEvent.click(await screen.findByRole('option', { name: 'Petro Author', hidden: true }));

    await waitFor(() => expect(listQueries(calls, '/api/exercises').at(-1)?.author_id).toBe('8'));
    expect(listQueries(calls, '/api/exercises/counters').at(-1)?.author_id).toBe('8');
    expect(readSavedFilter()).toEqual({
      status: EXERCISE_STATUS.moderation,
      term: '',
      authorId: 8,
    });

    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(readSavedFilter()).toEqual({ status: EXERCISE_STATUS.request, term: '' });
  });

  it('switches a flag of the checked microblocks', async () => {
    openModerationTab();
    const calls = stubModeratorApi({
      'POST /api/exercises/toggle': () => jsonResponse(200, { data: { count: 1 } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('exercise-select-11'));
    fireEvent.click(screen.getByTestId('bulk-flags'));
    fireEvent.click(await screen.findByTestId('bulk-flag-is_excluded_from_generation-on'));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      ids: [11],
      flag: 'is_excluded_from_generation',
      value: true,
    });
    expect(await screen.findByText('Microblocks changed: 1')).toBeInTheDocument();
  });

  it('shows the statistics of the last 30 days, with the per-author table on demand', async () => {
    openModerationTab();
    const calls = stubModeratorApi();
    renderPage();

    expect(await screen.findByTestId('stats-created')).toHaveTextContent('7');
    expect(screen.getByTestId('stats-sent_to_moderation')).toHaveTextContent('5');
    expect(screen.getByTestId('stats-accepted')).toHaveTextContent('3');
    expect(screen.getByTestId('stats-declined')).toHaveTextContent('1');
    expect(listQueries(calls, '/api/exercises/stats')[0]).toEqual({
      workspace_id: '10',
      start_date: dayjs().subtract(30, 'day').format('YYYY-MM-DD'),
      end_date: dayjs().format('YYYY-MM-DD'),
    });

    fireEvent.click(screen.getByTestId('stats-per-author-toggle'));
    const table = screen.getByTestId('stats-per-author');
    expect(within(table).getByText('Petro Author')).toBeInTheDocument();
  });

  it("checks a new request on the client and shows the server's interests refusal", async () => {
    const calls = stubModeratorApi({
      'POST /api/exercises/requests': () =>
        jsonResponse(422, {
          message: 'Choose at least one interest for the request',
          code: 'REQUEST_INTERESTS_REQUIRED',
        }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('request-create'));
    const modal = await screen.findByTestId('request-modal');
    fireEvent.input(within(modal).getByTestId('request-age-from-0'), { target: { value: '9' } });
    fireEvent.input(within(modal).getByTestId('request-age-to-0'), { target: { value: '6' } });
    fireEvent.click(within(modal).getByTestId('request-submit'));

    expect(await within(modal).findByText('Required field')).toBeInTheDocument();
    expect(within(modal).getByText('Age "from" cannot exceed age "to"')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(within(modal).getByTestId('request-description'), {
      target: { value: 'Sound R in syllables' },
    });
    fireEvent.input(within(modal).getByTestId('request-age-to-0'), { target: { value: '11' } });
    fireEvent.click(within(modal).getByTestId('request-age-add'));
    fireEvent.input(within(modal).getByTestId('request-age-from-1'), { target: { value: '12' } });
    fireEvent.input(within(modal).getByTestId('request-age-to-1'), { target: { value: '14' } });
    fireEvent.click(within(modal).getByTestId('request-submit'));

    expect(
      await within(modal).findByText('Choose at least one interest for the request'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      description: 'Sound R in syllables',
      interest_ids: [],
      age_ranges: [
        { from: 9, to: 11 },
        { from: 12, to: 14 },
      ],
    });
    // The refusal is shown by the field, not repeated in a toast.
    expect(hasErrorToast()).toBe(false);
  });

  it('creates a request with interests and deletes one after confirmation', async () => {
    const calls = stubModeratorApi({
      'POST /api/exercises/requests': (call) =>
        jsonResponse(200, {
          data: buildRequest({
            id: 6,
            description: String((call.body as { description: string }).description),
          }),
        }),
      'DELETE /api/exercises/requests/5': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('request-create'));
    const modal = await screen.findByTestId('request-modal');
    fireEvent.input(within(modal).getByTestId('request-description'), {
      target: { value: 'Space words' },
    });
    fireEvent.click(within(modal).getByTestId('request-interests'));
    fireEvent.click(await screen.findByRole('option', { name: 'Space', hidden: true }));
    fireEvent.click(within(modal).getByTestId('request-submit'));

    expect(await screen.findByText('Request created: authors can see it now')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      interest_ids: [2],
      age_ranges: [{ from: 0, to: 18 }],
    });

    fireEvent.click(screen.getByTestId('request-menu-5'));
    fireEvent.click(await screen.findByTestId('request-delete'));
    fireEvent.click(await screen.findByTestId('request-delete-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('opened from a run report, lists the microblocks skipped for that reason, whatever their status', async () => {
    // A saved search or author would hide some of the very microblocks the report counted.
    window.localStorage.setItem(
      'exercises-filter',
      JSON.stringify({ status: EXERCISE_STATUS.moderation, term: 'pictures', authorId: 8 }),
    );
    const notReady = buildExercise({ id: 21, title: 'Sound L: ladder' });
    let rows = [notReady];
    const calls = stubModeratorApi({
      'GET /api/exercises': () => jsonResponse(200, pageOf(rows)),
      'POST /api/exercises/toggle': () => {
        rows = [];
        return jsonResponse(200, { data: { count: 1 } });
      },
    });
    const { router } = renderWithSession(<ModeratorListPage />, moderatorUser, {
      path: '/moderator-list?skip_reason=not_ready',
    });

    const banner = await screen.findByTestId('skip-filter');
    expect(banner).toHaveTextContent('Not marked ready for generation');
    await screen.findByTestId('exercise-row-21');
    expect(screen.getByTestId('skip-filter-total')).toHaveTextContent('1');
    const query = listQueries(calls, '/api/exercises').at(-1);
    expect(query).toMatchObject({ skip_reason: 'not_ready', role_id: '2' });
    expect(query).not.toHaveProperty('status');
    expect(query).not.toHaveProperty('term');
    expect(query).not.toHaveProperty('author_id');

    // Marked ready from here, it leaves the list: nothing is skipped for this reason any more.
    fireEvent.click(screen.getByTestId('exercise-select-21'));
    fireEvent.click(screen.getByTestId('bulk-flags'));
    fireEvent.click(await screen.findByTestId('bulk-flag-is_ready_for_generation-on'));
    expect(await screen.findByText('Nothing is skipped for this reason now')).toBeInTheDocument();
    expect(await screen.findByText('Microblocks changed: 1')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('skip-filter-clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('exercise-tab-3')).toBeInTheDocument();
    expect(screen.queryByTestId('skip-filter')).not.toBeInTheDocument();
  });

  it('shows a skip count the list has not looked to the end of as "N+"', async () => {
    const rows = [buildExercise({ id: 21, title: 'Sound L: ladder' })];
    stubModeratorApi({ 'GET /api/exercises': () => jsonResponse(200, pageOf(rows, 40, true)) });
    renderWithSession(<ModeratorListPage />, moderatorUser, {
      path: '/moderator-list?skip_reason=not_ready',
    });
    expect(await screen.findByTestId('skip-filter-total')).toHaveTextContent('40+');
  });

  it.each([
    ['the tab counts every match: the pages follow it', 62, '1–20 of 62', 4],
    ['the tab count is older than the list: "N+" stays', 30, '1–20 of 40+', 2],
  ])('pages a list that looked a page ahead when %s', async (_, tabCount, range, pages) => {
    window.localStorage.setItem(
      'exercises-filter',
      JSON.stringify({ status: EXERCISE_STATUS.accepted, term: '' }),
    );
    const rows = [buildExercise({ id: 21, title: 'Sound L: ladder' })];
    stubModeratorApi({
      'GET /api/exercises': () => jsonResponse(200, pageOf(rows, 40, true)),
      'GET /api/exercises/counters': () =>
        jsonResponse(200, {
          data: { ...counters.data, statuses: { ...counters.data.statuses, '1': tabCount } },
        }),
    });
    renderPage();
    const pagination = await screen.findByTestId('exercises-pagination');
    await waitFor(() => expect(pagination).toHaveTextContent(range));
    expect(within(pagination).getByRole('button', { name: String(pages) })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: String(pages + 1) })).toBeNull();
  });
});
