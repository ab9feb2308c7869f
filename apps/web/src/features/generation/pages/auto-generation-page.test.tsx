import type { GenerationRun } from '@slovo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { buildRun, buildTheme, generalStats } from '../test-fixtures.ts';
import { AutoGenerationPage } from './auto-generation-page.tsx';

const dinosaurs = buildTheme({ id: 5, name: 'Dinosaurs' });
const space = buildTheme({
  id: 6,
  name: 'Space',
  is_ready: false,
  stats: { generated: 0, pending: 0, failed: 0 },
});

function stubGenerationApi(
  runs: () => GenerationRun[],
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  return stubFetch({
    'GET /api/generator': () => jsonResponse(200, { data: runs() }),
    'GET /api/generator/general-stats': () => jsonResponse(200, { data: generalStats }),
    'GET /api/themes': () => jsonResponse(200, { data: [space, dinosaurs] }),
    ...extra,
  });
}

function renderPage() {
  return renderWithSession(<AutoGenerationPage />, moderatorUser);
}

describe('AutoGenerationPage', () => {
  beforeEach(() => setUpI18n('en'));
  afterEach(() => vi.useRealTimers());

  it('shows the totals, the themes and an empty runs panel', async () => {
    stubGenerationApi(() => []);
    renderPage();

    expect(await screen.findByTestId('generation-runs-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('generation-stat-generated')).toHaveTextContent('8');
    expect(screen.getByTestId('generation-stat-pending')).toHaveTextContent('2');
    const rows = await screen.findAllByTestId(/^theme-row-/);
    // Ready interests first: generation works on those.
    expect(rows.map((row) => row.dataset.testid)).toEqual(['theme-row-5', 'theme-row-6']);
    expect(screen.getByTestId('theme-generate-6')).toBeDisabled();
    expect(screen.getByTestId('theme-open-5')).toHaveAttribute('href', '/generated-list/5');
  });

  it('starts a run for the whole project and shows it at once', async () => {
    const queued = buildRun({ id: 41, kind: 'only-new', state: 'queued', total: 0, done: 0 });
    let listed: GenerationRun[] = [];
    const calls = stubGenerationApi(() => listed, {
      'POST /api/generator/only-new/by-workspace': () => {
        // The list answer has not caught up yet: the run shows from the POST answer.
        listed = [];
        return jsonResponse(200, { data: queued });
      },
    });
    renderPage();
    await screen.findByTestId('generation-runs-empty');
    await waitFor(() => expect(screen.getByTestId('only-new-all')).toBeEnabled());

    fireEvent.click(screen.getByTestId('only-new-all'));

    const row = await screen.findByTestId('run-row-41');
    expect(row).toHaveAttribute('data-state', 'queued');
    expect(row).toHaveTextContent('Only new');
    expect(row).toHaveTextContent('Whole project');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/generator/only-new/by-workspace',
      body: { workspace_id: 10 },
    });
  });

  it('retries what the last run reported as failed', async () => {
    const calls = stubGenerationApi(() => [], {
      'POST /api/generator/refresh-for-reports/by-workspace': () =>
        jsonResponse(200, {
          data: buildRun({ id: 43, kind: 'refresh-for-reports', state: 'queued' }),
        }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('refresh-for-reports-all')).toBeEnabled());
    fireEvent.click(screen.getByTestId('refresh-for-reports-all'));
    expect(await screen.findByTestId('run-row-43')).toHaveTextContent('Retry failed');
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/generator/refresh-for-reports/by-workspace',
    );
  });

  it('starts a run for one theme with its id', async () => {
    const calls = stubGenerationApi(() => [], {
      'POST /api/generator/generate/by-theme': () =>
        jsonResponse(200, { data: buildRun({ id: 42, theme_id: 5, state: 'queued' }) }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('theme-generate-5'));

    const row = await screen.findByTestId('run-row-42');
    expect(within(row).getByRole('link', { name: 'Dinosaurs' })).toHaveAttribute(
      'href',
      '/generated-list/5',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      theme_id: 5,
    });
  });

  it('polls every 2 s while a run works and shows its progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let run = buildRun({ id: 7, total: 10, done: 2 });
    const calls = stubGenerationApi(() => [run]);
    renderPage();

    const progress = await screen.findByTestId('run-progress-7');
    expect(progress).toHaveTextContent('2 / 10');

    run = { ...run, done: 6, failed: 1 };
    await act(() => vi.advanceTimersByTimeAsync(2000));

    await waitFor(() => expect(screen.getByTestId('run-progress-7')).toHaveTextContent('7 / 10'));
    expect(screen.getByTestId('run-progress-7')).toHaveTextContent('Failed: 1');
    const runCalls = calls.filter((call) => call.url.startsWith('/api/generator?'));
    expect(runCalls.length).toBeGreaterThanOrEqual(2);

    // Once the run ends, the totals and the interests are read again.
    const statsCalls = () => calls.filter((call) => call.url.includes('general-stats')).length;
    const statsBefore = statsCalls();
    run = { ...run, state: 'done', done: 9, finished_at: '2026-03-02T10:05:00.000Z' };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(screen.getByTestId('run-row-7')).toHaveAttribute('data-state', 'done'),
    );
    await waitFor(() => expect(statsCalls()).toBeGreaterThan(statsBefore));
    expect(screen.queryByTestId('run-cancel-7')).not.toBeInTheDocument();
  });

  it('cancels a running run', async () => {
    const run = buildRun({ id: 9, theme_id: 5 });
    const calls = stubGenerationApi(() => [run], {
      'POST /api/generator/9/cancel': () => jsonResponse(200, { data: run }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('run-cancel-9'));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/generator/9/cancel');
    expect(await screen.findByText('Stopping after the current microblock…')).toBeInTheDocument();
    expect(screen.getByTestId('run-cancel-9')).toBeDisabled();
  });

  it('lists the failures of a run with links to their microblocks', async () => {
    const run = buildRun({
      id: 12,
      state: 'done',
      done: 9,
      failed: 1,
      failures: [{ exercise_id: 77, theme_id: 5, reason: 'the source deck file is missing' }],
      finished_at: '2026-03-02T10:05:00.000Z',
    });
    stubGenerationApi(() => [run]);
    renderPage();

    const failures = await screen.findByTestId('run-failures-12');
    fireEvent.click(within(failures).getByTestId('toggle-run-failures-12'));

    const failure = await within(failures).findByTestId('run-failure-12-77');
    expect(within(failure).getByText('Microblock #77').closest('a')).toHaveAttribute(
      'href',
      '/moderate-exercise/77',
    );
    expect(failure).toHaveTextContent('the source deck file is missing');
    await waitFor(() => expect(failure).toHaveTextContent('Dinosaurs'));
  });

  it('a run that made nothing says why, reason by reason, with where to put it right', async () => {
    const idle = buildRun({
      id: 14,
      state: 'done',
      total: 0,
      done: 0,
      skipped: [
        { reason: 'excluded', count: 1 },
        { reason: 'not_ready', count: 3 },
        { reason: 'no_ready_theme', count: 2 },
      ],
      finished_at: '2026-03-02T10:05:00.000Z',
    });
    const themed = buildRun({
      id: 15,
      theme_id: 5,
      state: 'done',
      total: 2,
      done: 2,
      skipped: [{ reason: 'already_made', count: 4 }],
    });
    const emptied = buildRun({ id: 16, kind: 'delete', state: 'done', total: 0, done: 0 });
    stubGenerationApi(() => [emptied, themed, idle]);
    renderPage();

    const skips = await screen.findByTestId('run-skips-14');
    expect(skips).toHaveTextContent('Nothing to make:');
    expect(within(skips).getByTestId('run-skip-14-excluded')).toHaveTextContent(
      '1 microblock is excluded from generation',
    );
    expect(within(skips).getByTestId('run-skip-14-not_ready')).toHaveTextContent(
      '3 microblocks are not marked ready for generation',
    );
    expect(within(skips).getByTestId('run-skip-link-14-not_ready')).toHaveAttribute(
      'href',
      '/moderator-list?skip_reason=not_ready',
    );
    expect(within(skips).getByTestId('run-skip-link-14-no_ready_theme')).toHaveAttribute(
      'href',
      '/themes',
    );
    // A run that made something lists what it passed over, linked to its interest's list.
    const themedSkips = screen.getByTestId('run-skips-15');
    expect(themedSkips).toHaveTextContent('Skipped, and why');
    expect(within(themedSkips).getByTestId('run-skip-link-15-already_made')).toHaveAttribute(
      'href',
      '/generated-list/5',
    );
    expect(screen.getByTestId('run-skips-16')).toHaveTextContent(
      'There were no themed microblocks to delete.',
    );
  });

  it('deletes every themed microblock only after the confirmation', async () => {
    const calls = stubGenerationApi(() => [], {
      'POST /api/generator/delete/by-workspace': () =>
        jsonResponse(200, { data: buildRun({ id: 50, kind: 'delete', state: 'queued' }) }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('delete-all')).toBeEnabled());

    fireEvent.click(screen.getByTestId('delete-all'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByTestId('delete-all-confirm'));

    expect(await screen.findByTestId('run-row-50')).toHaveTextContent('Delete themed');
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/generator/delete/by-workspace',
    );
  });

  it('explains why nothing can be generated when no interest is ready', async () => {
    stubGenerationApi(() => [], {
      'GET /api/generator/general-stats': () =>
        jsonResponse(200, { data: { ...generalStats, ready_themes: 0 } }),
    });
    renderPage();

    expect(await screen.findByTestId('generation-blocker')).toHaveTextContent(
      'No interest is ready',
    );
    expect(screen.getByTestId('generate-all')).toBeDisabled();
    expect(screen.getByTestId('refresh-all')).toBeDisabled();
  });

  it('with no microblock ready, links to the accepted ones not marked ready', async () => {
    stubGenerationApi(() => [], {
      'GET /api/generator/general-stats': () =>
        jsonResponse(200, { data: { ...generalStats, ready_sources: 0 } }),
    });
    renderPage();

    expect(await screen.findByTestId('generation-blocker')).toHaveTextContent(
      'No microblock is ready for generation yet',
    );
    expect(screen.getByTestId('generation-blocker-link')).toHaveAttribute(
      'href',
      '/moderator-list?skip_reason=not_ready',
    );
  });
});
