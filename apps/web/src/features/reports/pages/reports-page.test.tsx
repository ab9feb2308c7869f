import { notifications } from '@mantine/notifications';
import type { Report, ReportRow } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { buildMediaQueryList } from '../../../../test/media-query.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { ReportsPage } from './reports-page.tsx';

preloadLazyChunk(() => import('../components/usage-chart.tsx'));

const REPORT = 'GET /api/reports';
const EXCLUSIONS = 'GET /api/reports/exclusions';

function buildRow(overrides: Partial<ReportRow> & Pick<ReportRow, 'exercise_id' | 'title'>) {
  return {
    category: { id: 7, name: 'Breathing' },
    author: { id: 3, name: 'Anna Author' },
    lessons: 4,
    plays: 3,
    seconds: 1500,
    estimated_seconds: 0,
    correct: 3,
    incorrect: 1,
    prompted: 0,
    correct_rate: 75,
    incorrect_rate: 25,
    prompted_rate: 0,
    likes: 2,
    dislikes: 0,
    open_tickets: 0,
    ...overrides,
  } satisfies ReportRow;
}

const candle = buildRow({ exercise_id: 11, title: 'Blow the candle' });
const rocket = buildRow({
  exercise_id: 12,
  title: 'Rocket launch',
  category: { id: 8, name: 'Sound R' },
  lessons: 2,
  plays: 2,
  seconds: 900,
  correct: 0,
  incorrect: 0,
  prompted: 1,
  correct_rate: 0,
  incorrect_rate: 0,
  prompted_rate: 100,
  likes: 0,
  dislikes: 1,
});

function buildReport(rows: ReportRow[]): Report {
  return {
    rows,
    totals: {
      microblocks: rows.length,
      lessons: 4,
      plays: rows.reduce((sum, r) => sum + r.plays, 0),
      seconds: rows.reduce((sum, r) => sum + r.seconds, 0),
      estimated_seconds: rows.reduce((sum, r) => sum + r.estimated_seconds, 0),
      correct: 3,
      incorrect: 1,
      prompted: 1,
      correct_rate: 60,
      incorrect_rate: 20,
      prompted_rate: 20,
      likes: 2,
      dislikes: 1,
      open_tickets: 0,
    },
    weekly: [{ week: '2026-11-16', plays: 5 }],
    facets: {
      categories: [
        { id: 7, name: 'Breathing' },
        { id: 8, name: 'Sound R' },
      ],
      authors: [{ id: 3, name: 'Anna Author' }],
      themes: [{ id: 5, name: 'Dinosaurs' }],
    },
  };
}

const reportCalls = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.url.startsWith('/api/reports?'));

/** A desktop window: every width query matches (the tests' default is a phone). */
const wideScreen = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => buildMediaQueryList(query, true));

describe('ReportsPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    notifications.clean();
    window.localStorage.clear();
    await setUpI18n('en');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the range from reportRange and shows the rows with their totals', async () => {
    window.localStorage.setItem('reportRange', '["2026-11-01","2026-11-30"]');
    const calls = stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle, rocket]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });

    const row = await screen.findByTestId('report-row-11');
    expect(reportCalls(calls)[0]?.url).toBe(
      '/api/reports?workspace_id=10&start_date=2026-11-01&end_date=2026-11-30&sort=plays&order=desc',
    );
    expect(row).toHaveTextContent('Blow the candle');
    expect(row).toHaveTextContent('25:00');
    expect(row).toHaveTextContent('75%');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('Total: 2 microblocks');
    expect(screen.getByTestId('report-total-plays')).toHaveTextContent('5');
    expect(screen.getByTestId('report-total-seconds')).toHaveTextContent('40:00');
    expect(screen.getByTestId('report-exclusions-empty')).toBeInTheDocument();
    // Every second here was timed by the player: nothing is marked as estimated.
    expect(row.querySelector('[data-estimated]')).toBeNull();
    expect(screen.queryByTestId('report-estimated-note')).not.toBeInTheDocument();
  });

  it('marks the time that is partly an estimate, and says why under the table', async () => {
    const older = { ...rocket, seconds: 900, estimated_seconds: 300 };
    stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle, older]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });

    const row = await screen.findByTestId('report-row-12');
    const time = within(row).getByText('15:00, of which 5:00 estimated');
    expect(time.closest('[data-estimated]')).toHaveTextContent('≈ 15:00');
    expect(within(screen.getByTestId('report-row-11')).getByText('25:00')).toBeInTheDocument();
    expect(screen.getByTestId('report-total-seconds')).toHaveTextContent(
      '40:00, of which 5:00 estimated',
    );
    expect(screen.getByTestId('report-estimated-note')).toHaveTextContent(
      'lessons played before the player timed each microblock',
    );
  });

  it('opens on the last 90 days and keeps a picked date in reportRange', async () => {
    const calls = stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    await screen.findByTestId('report-row-11');
    expect(reportCalls(calls)[0]?.url).toContain('start_date=2026-08-24&end_date=2026-11-21');

    fireEvent.click(screen.getByTestId('report-start-date'));
    fireEvent.click(await screen.findByRole('button', { name: '10 August 2026' }));
    await waitFor(() =>
      expect(window.localStorage.getItem('reportRange')).toBe('["2026-08-10","2026-11-21"]'),
    );
    await waitFor(() => expect(reportCalls(calls).at(-1)?.url).toContain('start_date=2026-08-10'));
  });

  it('sorts by a column and asks the server in that order', async () => {
    wideScreen();
    const calls = stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle, rocket]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    await screen.findByTestId('report-row-11');

    fireEvent.click(screen.getByTestId('report-sort-title'));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.url).toContain('sort=title&order=asc'));
    fireEvent.click(screen.getByTestId('report-sort-title'));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.url).toContain('sort=title&order=desc'));
    expect(screen.getByTestId('report-table')).toBeInTheDocument();
    expect(screen.queryByTestId('report-cards')).toBeNull();
  });

  it('on a phone shows one card per microblock with its figures, the totals first', async () => {
    stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle, rocket]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    const card = await screen.findByTestId('report-row-12');
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(card).toHaveTextContent('Rocket launch');
    expect(card).toHaveTextContent('Sound R · Anna Author');
    expect(card).toHaveTextContent('Time on slides15:00');
    expect(card).toHaveTextContent('Prompted100%');
    expect(card).toHaveTextContent('Dislikes1');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('Total: 2 microblocks');
    expect(screen.getByTestId('report-total-seconds')).toHaveTextContent('40:00');
    const cards = screen.getAllByTestId(/^report-(totals|row-\d+)$/);
    expect(cards.map((c) => c.dataset.testid)).toEqual([
      'report-totals',
      'report-row-11',
      'report-row-12',
    ]);
  });

  it('on a phone sorts with the column list and the direction button', async () => {
    const calls = stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle, rocket]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    await screen.findByTestId('report-row-11');
    const select = screen.getByTestId('report-sort-select');
    expect(select).toHaveValue('plays');
    expect(screen.getByTestId('report-sort-direction')).toHaveAccessibleName('Descending order');

    // Texts start from A, figures from the largest, as the table's headers do.
    fireEvent.change(select, { target: { value: 'title' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)?.url).toContain('sort=title&order=asc'));
    fireEvent.change(select, { target: { value: 'open_tickets' } });
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)?.url).toContain('sort=open_tickets&order=desc'),
    );
    fireEvent.click(screen.getByTestId('report-sort-direction'));
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)?.url).toContain('sort=open_tickets&order=asc'),
    );
    expect(screen.getByTestId('report-sort-direction')).toHaveAccessibleName('Ascending order');
  });

  it('excludes a microblock and includes it back, reading the report again', async () => {
    let excluded = false;
    const calls = stubFetch({
      [REPORT]: () =>
        jsonResponse(200, { data: buildReport(excluded ? [candle] : [candle, rocket]) }),
      [EXCLUSIONS]: () =>
        jsonResponse(200, {
          data: excluded
            ? [
                {
                  kind: 'exercise',
                  id: 12,
                  label: 'Rocket launch',
                  lesson: null,
                  created_at: '2026-11-21T10:00:00Z',
                },
                {
                  kind: 'lesson',
                  id: 91,
                  label: 'Emma',
                  lesson: { number: 3, title: '' },
                  created_at: '2026-11-20T10:00:00Z',
                },
              ]
            : [],
        }),
      'POST /api/exclude': () => {
        excluded = true;
        return jsonResponse(200, { data: { ok: true } });
      },
      'POST /api/include': () => {
        excluded = false;
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    await screen.findByTestId('report-row-12');

    fireEvent.click(screen.getByTestId('report-exclude-12'));
    const exclusion = await screen.findByTestId('report-exclusion-exercise-12');
    expect(within(exclusion).getByText('Microblock')).toBeInTheDocument();
    // A lesson without a title is named by its number in the plan.
    expect(screen.getByTestId('report-exclusion-lesson-91')).toHaveTextContent('Emma — Lesson 3');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      kind: 'exercise',
      id: 12,
    });
    await waitFor(() => expect(screen.queryByTestId('report-row-12')).toBeNull());

    fireEvent.click(screen.getByTestId('report-include-exercise-12'));
    expect(await screen.findByTestId('report-row-12')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('report-exclusions-empty')).toBeInTheDocument());
  });

  it('lists the lessons of a microblock and excludes one of them, or its student', async () => {
    window.localStorage.setItem('reportRange', '["2026-11-01","2026-11-30"]');
    const calls = stubFetch({
      [REPORT]: () => jsonResponse(200, { data: buildReport([candle]) }),
      [EXCLUSIONS]: () => jsonResponse(200, { data: [] }),
      'GET /api/reports/lessons': () =>
        jsonResponse(200, {
          data: [
            {
              lesson_id: 91,
              number: 3,
              title: '',
              day: '2026-11-12',
              is_played: false,
              seconds: null,
              is_estimated: false,
              client: { id: 44, name: 'Emma' },
              teacher_name: 'Tetiana Teacher',
            },
            {
              lesson_id: 90,
              number: 2,
              title: 'Sounds of the farm',
              day: '2026-11-05',
              is_played: true,
              seconds: 312,
              is_estimated: false,
              client: { id: 44, name: 'Emma' },
              teacher_name: 'Tetiana Teacher',
            },
            {
              lesson_id: 89,
              number: 1,
              title: 'Space words',
              day: '2026-11-02',
              is_played: true,
              seconds: 600,
              is_estimated: true,
              client: { id: 44, name: 'Emma' },
              teacher_name: 'Tetiana Teacher',
            },
          ],
        }),
      'POST /api/exclude': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });
    fireEvent.click(await screen.findByTestId('report-lessons-11'));

    const lesson = await screen.findByTestId('report-lesson-91');
    // A lesson without a title is named by its number in the plan.
    expect(lesson).toHaveTextContent('Lesson 3');
    expect(lesson).toHaveTextContent('Emma');
    expect(lesson).toHaveTextContent('Not played');
    expect(screen.queryByTestId('report-time-91')).not.toBeInTheDocument();
    // The microblock's own time in each played lesson, an estimate said so.
    expect(screen.getByTestId('report-time-90')).toHaveTextContent('Time on slides: 5:12');
    expect(screen.getByTestId('report-time-89')).toHaveTextContent(
      'Time on slides: ≈ 10:00 (estimated)',
    );
    expect(calls.find((c) => c.url.startsWith('/api/reports/lessons'))?.url).toBe(
      '/api/reports/lessons?workspace_id=10&start_date=2026-11-01&end_date=2026-11-30&exercise_id=11',
    );
    fireEvent.click(within(lesson).getByTestId('report-exclude-lesson-91'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { workspace_id: 10, kind: 'lesson', id: 91 },
      ]),
    );
    fireEvent.click(within(lesson).getByTestId('report-exclude-client-91'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        workspace_id: 10,
        kind: 'client',
        id: 44,
      }),
    );
  });

  it('says under the end date that it is before the start, and asks nothing', async () => {
    window.localStorage.setItem('reportRange', '["2026-11-20","2026-11-10"]');
    const calls = stubFetch({ [EXCLUSIONS]: () => jsonResponse(200, { data: [] }) });
    renderWithSession(<ReportsPage />, moderatorUser, { path: '/reports' });

    expect(
      await screen.findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(0);
    expect(screen.getByTestId('report-export')).toBeDisabled();
  });
});
