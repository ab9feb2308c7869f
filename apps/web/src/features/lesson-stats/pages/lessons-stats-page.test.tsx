import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { buildMediaQueryList } from '../../../../test/media-query.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { managerUser } from '../../../../test/users.ts';
import { buildLessonRow, buildTeacherStats } from '../test-fixtures.ts';
import { LessonsStatsPage } from './lessons-stats-page.tsx';

const ALL = 'GET /api/users/lesson-statistic/all';
const BY_TEACHER = 'GET /api/users/lesson-statistic/by-teacher';

const tetiana = buildTeacherStats({
  teacher: { id: 5, name: 'Tetiana Teacher' },
  lessons_finished: 3,
  lessons_done: 3,
  students: 2,
  minutes: 111,
  correct: 16,
  incorrect: 4,
  prompted: 5,
});
const dmytro = buildTeacherStats({
  teacher: { id: 6, name: 'Dmytro Therapist' },
  lessons_finished: 2,
  lessons_done: 1,
  students: 1,
  minutes: 65,
  correct: 5,
  incorrect: 2,
  prompted: 1,
});

function renderPage(path = '/lessons-stats') {
  return renderWithSession(<LessonsStatsPage />, managerUser, { path });
}

function statsCalls(calls: ReturnType<typeof stubFetch>, path = '/api/users/lesson-statistic/all') {
  return calls.filter((call) => call.url.startsWith(path));
}

/** Wide screens get the table; jsdom answers every media query with "no" (phones) otherwise. */
function useWideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    buildMediaQueryList(query, true),
  );
}

describe('LessonsStatsPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    notifications.clean();
    await setUpI18n('en');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on this month and sums every teacher into the totals', async () => {
    const calls = stubFetch({ [ALL]: () => jsonResponse(200, { data: [tetiana, dmytro] }) });
    renderPage();

    expect(await screen.findByTestId('stats-summary')).toBeInTheDocument();
    expect(statsCalls(calls)[0]?.url).toBe(
      '/api/users/lesson-statistic/all?workspace_id=10&start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(screen.getByTestId('stats-period-this-month')).toBeChecked();
    expect(screen.getByTestId('stats-total-lessons')).toHaveTextContent('5');
    expect(screen.getByTestId('stats-total-done')).toHaveTextContent('4');
    expect(screen.getByTestId('stats-total-students')).toHaveTextContent('3');
    // 111 + 65 minutes.
    expect(screen.getByTestId('stats-total-hours')).toHaveTextContent('2:56');
    expect(screen.getByTestId('stats-total-marks')).toHaveTextContent('21/6/6');

    const card = screen.getByTestId('stats-teacher-5');
    expect(card).toHaveTextContent('Tetiana Teacher');
    expect(card).toHaveTextContent('1:51');
    expect(card).toHaveTextContent('16/4/5');
  });

  it('reads the period from the address and writes a new choice back to it', async () => {
    const calls = stubFetch({ [ALL]: () => jsonResponse(200, { data: [tetiana] }) });
    const { router } = renderPage('/lessons-stats?period=last-month');

    await screen.findByTestId('stats-teacher-5');
    expect(screen.getByTestId('stats-period-last-month')).toBeChecked();
    expect(statsCalls(calls)[0]?.url).toContain('start_date=2026-10-01&end_date=2026-10-31');

    fireEvent.click(screen.getByTestId('stats-period-last-7-days'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=last-7-days'));
    await waitFor(() =>
      expect(statsCalls(calls).at(-1)?.url).toContain('start_date=2026-11-15&end_date=2026-11-21'),
    );

    fireEvent.click(screen.getByTestId('stats-period-custom'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-15&to=2026-11-21'),
    );
    expect(screen.getByTestId('stats-period-custom')).toBeChecked();

    fireEvent.click(screen.getByTestId('stats-period-this-month'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a custom range from the address in the date fields', async () => {
    const calls = stubFetch({ [ALL]: () => jsonResponse(200, { data: [tetiana] }) });
    renderPage('/lessons-stats?from=2026-09-01&to=2026-09-15');

    await screen.findByTestId('stats-teacher-5');
    expect(statsCalls(calls)[0]?.url).toContain('start_date=2026-09-01&end_date=2026-09-15');
    expect(screen.getByTestId('stats-period-custom')).toBeChecked();
    // Tests render without the app's dates provider, so the fields use the US day order.
    expect(screen.getByTestId('stats-start-date')).toHaveTextContent('09/01/2026');
    expect(screen.getByTestId('stats-end-date')).toHaveTextContent('09/15/2026');
  });

  it('makes the period custom when a date is picked', async () => {
    const calls = stubFetch({ [ALL]: () => jsonResponse(200, { data: [tetiana] }) });
    const { router } = renderPage();

    await screen.findByTestId('stats-teacher-5');
    fireEvent.click(screen.getByTestId('stats-start-date'));
    fireEvent.click(await screen.findByRole('button', { name: '10 November 2026' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-30'),
    );
    expect(screen.getByTestId('stats-period-custom')).toBeChecked();
    await waitFor(() =>
      expect(statsCalls(calls).at(-1)?.url).toContain('start_date=2026-11-10&end_date=2026-11-30'),
    );
  });

  it('says under the end date that it is before the start, and asks nothing', async () => {
    const calls = stubFetch({ [ALL]: () => jsonResponse(200, { data: [tetiana] }) });
    renderPage('/lessons-stats?from=2026-11-20&to=2026-11-10');

    const endField = (await screen.findByTestId('stats-end-date')).closest(
      '.mantine-InputWrapper-root',
    ) as HTMLElement;
    expect(
      within(endField).getByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stats-export')).toBeDisabled();
    expect(screen.queryByTestId('stats-summary')).not.toBeInTheDocument();
    expect(statsCalls(calls)).toHaveLength(0);
  });

  it('puts a period error of the server under its date field', async () => {
    stubFetch({
      [ALL]: () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: {
            fields: [{ path: 'querystring.end_date', message: 'validation.dateRange' }],
          },
        }),
    });
    renderPage();

    expect(
      await screen.findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    // Shown in its place, not as a toast as well.
    expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
  });

  it("opens a teacher's lessons of the period on a click", async () => {
    const calls = stubFetch({
      [ALL]: () => jsonResponse(200, { data: [tetiana, dmytro] }),
      [BY_TEACHER]: () =>
        jsonResponse(200, {
          data: [
            buildLessonRow({ lesson_id: 15, minutes: 65 }),
            buildLessonRow({ lesson_id: 14, title: '', lesson_number: 4, is_done: false }),
          ],
        }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('stats-teacher-toggle-5'));

    const lessons = await screen.findByTestId('stats-teacher-lessons');
    const first = await within(lessons).findByTestId('stats-lesson-15');
    expect(statsCalls(calls, '/api/users/lesson-statistic/by-teacher')[0]?.url).toBe(
      '/api/users/lesson-statistic/by-teacher?workspace_id=10&start_date=2026-11-01&end_date=2026-11-30&teacher_id=5',
    );
    expect(first).toHaveTextContent('Sound R warm-up');
    expect(first).toHaveTextContent('Emma · Plan 2 · Lesson 1');
    expect(first).toHaveTextContent('1:05 h');
    expect(first).toHaveTextContent('3 presentations');
    expect(first).toHaveTextContent('Done');
    const second = within(lessons).getByTestId('stats-lesson-14');
    // An untitled lesson is "Lesson N"; one not marked done says so.
    expect(second).toHaveTextContent('Lesson 4');
    expect(second).toHaveTextContent('Not done');
    expect(screen.getByTestId('stats-teacher-toggle-5')).toHaveAttribute('aria-expanded', 'true');

    // One teacher at a time: opening another closes the first.
    fireEvent.click(screen.getByTestId('stats-teacher-toggle-6'));
    await waitFor(() =>
      expect(screen.getByTestId('stats-teacher-lessons')).toHaveAttribute('data-teacher-id', '6'),
    );
    fireEvent.click(screen.getByTestId('stats-teacher-toggle-6'));
    expect(screen.queryByTestId('stats-teacher-lessons')).not.toBeInTheDocument();
  });

  it('shows a table on wide screens; a click on a row opens its lessons under it', async () => {
    useWideScreen();
    stubFetch({
      [ALL]: () => jsonResponse(200, { data: [tetiana, dmytro] }),
      [BY_TEACHER]: () => jsonResponse(200, { data: [buildLessonRow({ lesson_id: 15 })] }),
    });
    renderPage();

    const table = await screen.findByTestId('stats-table');
    expect(screen.queryByTestId('stats-cards')).not.toBeInTheDocument();
    const row = within(table).getByTestId('stats-teacher-6');
    expect(row).toHaveTextContent('Dmytro Therapist');
    expect(row).toHaveTextContent('1:05');

    fireEvent.click(within(table).getByTestId('stats-teacher-5'));
    const lessons = await screen.findByTestId('stats-teacher-lessons');
    expect(await within(lessons).findByTestId('stats-lesson-15')).toHaveTextContent(
      'Plan 2 · Lesson 1',
    );
  });

  it('downloads the CSV of the period with the session token', async () => {
    window.localStorage.setItem('auth', 'secret-token');
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:stats');
    const revokeObjectURL = vi.fn();
    const originalUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    onTestFinished(() => {
      URL.createObjectURL = originalUrls.create;
      URL.revokeObjectURL = originalUrls.revoke;
    });
    const clickedLinks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clickedLinks.push(this);
    });
    const exportUrl = `${window.location.origin}/api/users/lesson-statistic/export`;
    const calls = stubFetch({
      [ALL]: () => jsonResponse(200, { data: [tetiana] }),
      [`GET ${exportUrl}`]: () =>
        new Response('Finished (UTC),Teacher\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="lessons-2026-11-01-2026-11-30.csv"',
          },
        }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('stats-export'));

    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    const call = calls.find((item) => item.url.startsWith(exportUrl));
    expect(call?.url).toBe(
      `${exportUrl}?workspace_id=10&start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(call?.headers.get('lang')).toBe('en');
    const [savedBlob] = createObjectURL.mock.calls[0] ?? [];
    expect(await savedBlob?.text()).toBe('Finished (UTC),Teacher\n');
    expect(clickedLinks[0]?.download).toBe('lessons-2026-11-01-2026-11-30.csv');
    expect(clickedLinks[0]?.href).toBe('blob:stats');
    await waitFor(() => expect(screen.getByTestId('stats-export')).toBeEnabled());
  });

  it('tells when the CSV cannot be downloaded', async () => {
    stubFetch({
      [ALL]: () => jsonResponse(200, { data: [tetiana] }),
      [`GET ${window.location.origin}/api/users/lesson-statistic/export`]: () =>
        jsonResponse(403, { message: 'You have no access to this project', code: 'FORBIDDEN' }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('stats-export'));

    expect(await screen.findByText('The file could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('You have no access to this project')).toBeInTheDocument();
  });

  it('offers last month when this month has no lessons yet', async () => {
    const calls = stubFetch({
      [ALL]: (call) =>
        jsonResponse(200, { data: call.url.includes('2026-10-01') ? [tetiana] : [] }),
    });
    const { router } = renderPage();

    const empty = await screen.findByTestId('stats-empty');
    expect(empty).toHaveTextContent('No lessons finished in this period');
    expect(screen.queryByTestId('stats-summary')).not.toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Show last month' }));

    await waitFor(() => expect(router.state.location.search).toBe('?period=last-month'));
    expect(await screen.findByTestId('stats-teacher-5')).toBeInTheDocument();
    expect(statsCalls(calls)).toHaveLength(2);
  });

  it('shows placeholders while loading and a retry when loading fails', async () => {
    let shouldFail = true;
    stubFetch({
      [ALL]: () =>
        shouldFail
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { data: [tetiana] }),
    });
    renderPage();

    expect(screen.getByTestId('stats-loading')).toBeInTheDocument();
    expect(screen.getByTestId('stats-summary-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('stats-error');
    expect(error).toHaveTextContent('The statistics could not be loaded');

    shouldFail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stats-teacher-5')).toBeInTheDocument();
  });
});
