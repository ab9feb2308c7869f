import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { buildMediaQueryList } from '../../../../test/media-query.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildLessonSummary } from '../../../../test/students.ts';
import { pageOfItems, teacherUser } from '../../../../test/users.ts';
import { buildLesson } from '../test-fixtures.ts';
import { LessonsListPage } from './lessons-list-page.tsx';

const prepared = buildLessonSummary({
  id: 1,
  number: 3,
  title: 'Sound R with dinosaurs',
  scheduled_at: '2026-12-01T13:00:00.000Z',
  prepared_at: '2026-11-20T10:00:00.000Z',
  item_count: 3,
});
const unprepared = buildLessonSummary({
  id: 2,
  number: 4,
  client: { id: 6, child_name: 'Maksym Bondar' },
});
const finished = buildLessonSummary({
  id: 3,
  state: 'finished',
  prepared_at: '2026-11-01T10:00:00.000Z',
  finished_at: '2026-11-02T10:00:00.000Z',
  tracked_seconds: 47 * 60 + 10,
  item_count: 4,
});

const students = pageOfItems([
  { id: 5, child_name: 'Sofia Kovalenko' },
  { id: 6, child_name: 'Maksym Bondar' },
]);

/** The lesson calls of a test, with the students the filter offers. */
function stubApi(handlers: Parameters<typeof stubFetch>[0]) {
  return stubFetch({ 'GET /api/clients': () => jsonResponse(200, students), ...handlers });
}

function renderPage(path = '/lessons-list') {
  return renderWithSession(<LessonsListPage />, teacherUser, { path });
}

function listCalls(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.url.startsWith('/api/lessons?'));
}

describe('LessonsListPage by state', () => {
  beforeEach(async () => {
    notifications.clean();
    window.localStorage.setItem('lessons-view', 'status');
    await setUpI18n('en');
  });

  it('lists the upcoming lessons with their student, numbers, time and preparation', async () => {
    const calls = stubApi({
      'GET /api/lessons': () => jsonResponse(200, pageOfItems([prepared, unprepared])),
    });
    renderPage();

    const rows = await screen.findAllByTestId('lesson-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Sofia Kovalenko');
    expect(first).toHaveTextContent('Plan 1 · Lesson 3 · Sound R with dinosaurs');
    expect(first).toHaveTextContent('3 presentations');
    expect(within(first).getByTestId('lesson-row-prepared')).toHaveTextContent('Prepared');
    expect(within(first).getByTestId('lesson-row-time')).not.toHaveTextContent('Not scheduled');
    expect(within(first).getByTestId('lesson-row-prepare')).toHaveAttribute(
      'href',
      '/edit-lesson/1',
    );
    expect(second).toHaveTextContent('Maksym Bondar');
    expect(within(second).getByTestId('lesson-row-prepared')).toHaveTextContent('Not prepared');
    expect(within(second).getByTestId('lesson-row-time')).toHaveTextContent('Not scheduled');
    // Nothing saved: nothing to play.
    expect(within(second).queryByTestId('lesson-row-play')).not.toBeInTheDocument();
    expect(listCalls(calls)[0]?.url).toBe(
      '/api/lessons?workspace_id=10&state=upcoming&page=1&pageSize=20',
    );
  });

  it('keeps the tab in the address and shows the time finished lessons took', async () => {
    const calls = stubApi({
      'GET /api/lessons': (call) =>
        jsonResponse(
          200,
          pageOfItems(call.url.includes('state=finished') ? [finished] : [prepared]),
        ),
    });
    const { router } = renderPage('/lessons-list?page=2');
    await screen.findAllByTestId('lesson-row');

    fireEvent.click(screen.getByTestId('lesson-tab-finished'));

    // Another tab starts on its first page.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finished'));
    const row = await screen.findByText('Played 47 minutes');
    expect(row.closest('[data-testid="lesson-row"]')).toHaveTextContent('Open');
    expect(listCalls(calls).at(-1)?.url).toBe(
      '/api/lessons?workspace_id=10&state=finished&page=1&pageSize=20',
    );
  });

  it('pages through the server and keeps the page in the address', async () => {
    const calls = stubApi({
      'GET /api/lessons': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return jsonResponse(200, pageOfItems([unprepared], { total: 45, page }));
      },
    });
    const { router } = renderPage('/lessons-list?tab=not_finished&page=2');

    expect(await screen.findByTestId('lessons-pagination')).toHaveTextContent('21–40 of 45');
    expect(listCalls(calls)[0]?.url).toContain('state=not_finished&page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=not_finished&page=3'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('page=3'));
  });

  it.each([
    ['upcoming', 'No upcoming lessons'],
    ['finished', 'No finished lessons yet'],
    ['not_finished', 'Nothing missed'],
  ])('explains an empty %s tab', async (tab, title) => {
    stubApi({ 'GET /api/lessons': () => jsonResponse(200, pageOfItems([])) });
    renderPage(`/lessons-list?tab=${tab}`);

    expect(await screen.findByTestId(`lessons-empty-${tab}`)).toHaveTextContent(title);
  });

  it('shows placeholders while loading, then a retry when the list fails', async () => {
    let answer = jsonResponse(500, { message: 'Server exploded', code: 'INTERNAL' });
    stubApi({ 'GET /api/lessons': () => answer });
    renderPage();

    expect(screen.getByTestId('lessons-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('lessons-error');
    answer = jsonResponse(200, pageOfItems([prepared]));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('lesson-row')).toHaveTextContent('Sofia Kovalenko');
  });

  it('opens the player of a prepared lesson in a new tab', async () => {
    stubApi({
      'GET /api/lessons': () => jsonResponse(200, pageOfItems([prepared])),
      'GET /api/lesson/1': () => jsonResponse(200, { data: buildLesson({ id: 1 }) }),
    });
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();

    fireEvent.click(await screen.findByTestId('lesson-row-play'));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:5173/play-lesson/AbCdEfGhIjKlMnOpQrStUv'),
    );
    expect(tab.opener).toBeNull();
  });
});

describe('LessonsListPage in time', () => {
  const tuesday = buildLessonSummary({
    id: 11,
    number: 2,
    scheduled_at: '2026-11-24T13:00:00.000Z',
    client: { id: 5, child_name: 'Sofia Kovalenko' },
  });
  const friday = buildLessonSummary({
    id: 12,
    number: 5,
    scheduled_at: '2026-11-27T07:30:00.000Z',
    client: { id: 6, child_name: 'Maksym Bondar' },
  });
  const nextWeek = buildLessonSummary({
    id: 13,
    number: 3,
    scheduled_at: '2026-12-01T13:00:00.000Z',
    client: { id: 5, child_name: 'Sofia Kovalenko' },
  });
  const withoutTime = buildLessonSummary({ id: 14, number: 4 });

  function stubWeeks() {
    return stubApi({
      'GET /api/lessons/get-remote-range-lessons': () =>
        jsonResponse(200, { data: [tuesday, friday, nextWeek] }),
      'GET /api/lessons': () => jsonResponse(200, pageOfItems([withoutTime])),
    });
  }

  const wideScreen = () =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => buildMediaQueryList(query, true));

  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 25 November 2026, in a browser in Kyiv.
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Europe/Kyiv' };
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('places the week’s lessons at their day and time, the ones without a time in their own list', async () => {
    wideScreen();
    const calls = stubWeeks();
    const { router } = renderPage();

    const placed = await screen.findAllByTestId('week-lesson');
    expect(screen.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'week');
    expect(placed.map((block) => block.getAttribute('data-lesson-id'))).toEqual(['11', '12']);
    // 13:00 UTC is 15:00 in Kyiv; 07:30 UTC is 09:30.
    expect(placed[0]).toHaveAttribute('data-day', '2026-11-24');
    expect(placed[0]).toHaveAttribute('data-start-minute', String(15 * 60));
    expect(placed[0]).toHaveTextContent('15:00 Sofia Kovalenko');
    expect(placed[1]).toHaveAttribute('data-day', '2026-11-27');
    expect(placed[1]).toHaveAttribute('href', '/edit-lesson/12');
    expect(screen.getByTestId('week-range')).toHaveTextContent(/^23\s–\s29 Nov 2026$/);
    expect(screen.getByTestId('week-summary')).toHaveTextContent(
      '2 lessons this week · Times in Europe/Kyiv',
    );
    const today = screen
      .getAllByTestId('week-day-head')
      .findIndex((head) => head.getAttribute('data-today') === 'true');
    expect(today).toBe(2);
    const unscheduled = screen.getByTestId('unscheduled-lessons');
    expect(await within(unscheduled).findByTestId('lesson-row')).toHaveAttribute(
      'data-lesson-id',
      '14',
    );
    expect(calls.map((call) => call.url)).toContain(
      '/api/lessons/get-remote-range-lessons?workspace_id=10&start_date=2026-11-22&end_date=2026-11-30',
    );
    expect(listCalls(calls)[0]?.url).toBe(
      '/api/lessons?workspace_id=10&state=upcoming&is_scheduled=false&page=1&pageSize=5',
    );

    fireEvent.click(screen.getByTestId('week-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-30'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('week-lesson').map((block) => block.getAttribute('data-lesson-id')),
      ).toEqual(['13']),
    );
    expect(screen.getByTestId('week-summary')).toHaveTextContent('1 lesson this week');

    fireEvent.click(screen.getByTestId('week-today'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('week-today')).toBeDisabled();
  });

  it('opens the agenda on a phone and remembers the view the teacher picks', async () => {
    stubWeeks();
    const first = renderPage();

    const days = await screen.findAllByTestId('agenda-day');
    expect(screen.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'agenda');
    expect(days.map((day) => day.getAttribute('data-day'))).toEqual(['2026-11-24', '2026-11-27']);
    expect(days[0]).toHaveTextContent('Tuesday 24 November');
    await setUpI18n('uk');
    await waitFor(() => expect(days[0]).toHaveTextContent('Вівторок, 24 листопада'));
    await setUpI18n('en');
    expect(days[1]).toHaveTextContent('Maksym Bondar');

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findAllByTestId('week-lesson')).toHaveLength(2);
    expect(window.localStorage.getItem('lessons-view')).toBe('week');
    first.unmount();

    renderPage();
    expect(await screen.findAllByTestId('week-lesson')).toHaveLength(2);
    expect(screen.getByTestId('lessons-panel')).toHaveAttribute('data-view', 'week');
  });

  it('narrows every list to the student picked in the filter', async () => {
    const calls = stubWeeks();
    const { router } = renderPage();
    await screen.findAllByTestId('agenda-day');

    fireEvent.click(screen.getByTestId('lessons-student-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Maksym Bondar', hidden: true }));

    await waitFor(() => expect(router.state.location.search).toBe('?client_id=6'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('agenda-day').map((day) => day.getAttribute('data-day')),
      ).toEqual(['2026-11-27']),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/api/lessons?workspace_id=10&state=upcoming&client_id=6&is_scheduled=false&page=1&pageSize=5',
      ),
    );
  });

  it('says so when the week has no lessons', async () => {
    stubApi({
      'GET /api/lessons/get-remote-range-lessons': () => jsonResponse(200, { data: [] }),
      'GET /api/lessons': () => jsonResponse(200, pageOfItems([])),
    });
    renderPage();
    expect(await screen.findByTestId('week-empty')).toHaveTextContent('No lessons this week');
    expect(await screen.findByTestId('unscheduled-empty')).toHaveTextContent(
      'Every upcoming lesson has its time.',
    );
  });
});
