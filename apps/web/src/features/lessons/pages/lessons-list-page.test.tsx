import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
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

function renderPage(path = '/lessons-list') {
  return renderWithSession(<LessonsListPage />, teacherUser, { path });
}

function listCalls(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.url.startsWith('/api/lessons?'));
}

describe('LessonsListPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists the upcoming lessons with their student, numbers, time and preparation', async () => {
    const calls = stubFetch({
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
    const calls = stubFetch({
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
    const calls = stubFetch({
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
    stubFetch({ 'GET /api/lessons': () => jsonResponse(200, pageOfItems([])) });
    renderPage(`/lessons-list?tab=${tab}`);

    expect(await screen.findByTestId(`lessons-empty-${tab}`)).toHaveTextContent(title);
  });

  it('shows placeholders while loading, then a retry when the list fails', async () => {
    let answer = jsonResponse(500, { message: 'Server exploded', code: 'INTERNAL' });
    stubFetch({ 'GET /api/lessons': () => answer });
    renderPage();

    expect(screen.getByTestId('lessons-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('lessons-error');
    answer = jsonResponse(200, pageOfItems([prepared]));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('lesson-row')).toHaveTextContent('Sofia Kovalenko');
  });

  it('opens the player of a prepared lesson in a new tab', async () => {
    stubFetch({
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
