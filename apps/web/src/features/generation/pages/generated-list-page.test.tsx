import type { Presentation } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildGenerated, buildSummary, buildTheme, pageOf } from '../test-fixtures.ts';
import { GeneratedListPage } from './generated-list-page.tsx';

const dinosaurs = buildTheme({ id: 5, name: 'Dinosaurs', min_age: 5, max_age: 9 });
const first = buildSummary({ id: 21, title: 'Sound R: warm-up', is_read_only: true });
const second = buildSummary({ id: 22, title: 'Sound Sh: pictures' });
const third = buildSummary({ id: 23, title: 'Syllables', is_read_only: true });
const details = {
  21: buildGenerated(first),
  22: buildGenerated(second, { is_read_only: false }),
  23: buildGenerated(third),
};

/** The slide viewer is the exercise editor's; the app hands it in, so the test does too. */
function StubSlideViewer({ presentation }: { presentation: Presentation }) {
  return <div data-testid="slide-viewer">{presentation.slides.map((s) => s.title).join(', ')}</div>;
}

function stubListApi(
  extra: Parameters<typeof stubFetch>[0] = {},
  list: () => unknown = () => pageOf([first, second, third]),
) {
  return stubFetch({
    'GET /api/themes': () => jsonResponse(200, { data: [dinosaurs] }),
    'GET /api/exercises/generated': () => jsonResponse(200, list()),
    'GET /api/exercises/generated/21': () => jsonResponse(200, { data: details[21] }),
    'GET /api/exercises/generated/22': () => jsonResponse(200, { data: details[22] }),
    'GET /api/exercises/generated/23': () => jsonResponse(200, { data: details[23] }),
    ...extra,
  });
}

function renderPage(themeId = 5) {
  return renderRoutes(
    [
      {
        path: '/generated-list/:themeId',
        element: (
          <SessionProvider user={moderatorUser}>
            <GeneratedListPage SlideViewer={StubSlideViewer} />
          </SessionProvider>
        ),
      },
    ],
    { path: `/generated-list/${themeId}` },
  );
}

describe('GeneratedListPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows the interest, its counts and its themed microblocks with their read-only state', async () => {
    const calls = stubListApi();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Dinosaurs' })).toBeInTheDocument();
    expect(screen.getByText('Themed microblocks · ages 5–9')).toBeInTheDocument();
    expect(screen.getByTestId('generated-theme-stats')).toHaveTextContent(
      'Made: 4 · To make: 2 · Failed: 1',
    );
    expect(screen.getByTestId('generated-back')).toHaveAttribute('href', '/auto-generation');
    await waitFor(() =>
      expect(screen.getByTestId('generated-card-22')).toHaveAttribute('data-read-only', 'false'),
    );
    expect(screen.getByTestId('generated-card-21')).toHaveTextContent('Read-only');
    expect(screen.getByTestId('generated-card-22')).toHaveTextContent('Editable');
    const list = calls.find((call) => call.url.startsWith('/api/exercises/generated?'));
    expect(new URL(list?.url ?? '', 'http://x').searchParams.get('theme_id')).toBe('5');
  });

  it('makes the selected ones editable', async () => {
    let isToggled = false;
    const calls = stubListApi(
      {
        'POST /api/exercises/generated/bulk/toggle': () => {
          isToggled = true;
          return jsonResponse(200, { data: { count: 2 } });
        },
      },
      () =>
        pageOf(
          [first, second, third].map((row) => (isToggled ? { ...row, is_read_only: false } : row)),
        ),
    );
    renderPage();

    fireEvent.click(await screen.findByTestId('generated-select-21'));
    fireEvent.click(screen.getByTestId('generated-select-23'));
    expect(screen.getByTestId('generated-bulk-count')).toHaveTextContent('Selected: 2');
    fireEvent.click(screen.getByTestId('generated-bulk-editable'));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      ids: [21, 23],
      is_read_only: false,
    });
    expect(await screen.findByText('Themed microblocks changed: 2')).toBeInTheDocument();
    // The list is read again and shows the new flag.
    await waitFor(() =>
      expect(screen.getByTestId('generated-card-21')).toHaveAttribute('data-read-only', 'false'),
    );
    expect(screen.getByTestId('generated-card-23')).toHaveTextContent('Editable');
  });

  it('deletes each selected one in turn after the confirmation, then reads the list again', async () => {
    let finishFirst: () => void = () => {};
    const firstDeleted = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const calls = stubListApi({
      'DELETE /api/exercises/generated/21': async () => {
        await firstDeleted;
        return jsonResponse(200, { data: { ok: true } });
      },
      'DELETE /api/exercises/generated/22': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('generated-select-21'));
    fireEvent.click(screen.getByTestId('generated-select-22'));
    fireEvent.click(screen.getByTestId('generated-bulk-delete'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const listReads = () =>
      calls.filter((call) => call.url.startsWith('/api/exercises/generated?')).length;
    const readsBefore = listReads();
    fireEvent.click(await screen.findByTestId('generated-delete-confirm'));

    // One at a time: the second waits for the first, and the note shows how far it got.
    expect(await screen.findByTestId('generated-delete-progress')).toHaveTextContent(
      'Deleting 1 of 2…',
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    finishFirst();

    expect(await screen.findByText('Themed microblocks deleted: 2')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/exercises/generated/21',
      '/api/exercises/generated/22',
    ]);
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    expect(screen.getByTestId('generated-bulk-count')).toHaveTextContent('Tick themed');
  });

  it('keeps a version that failed to delete selected', async () => {
    stubListApi({
      'DELETE /api/exercises/generated/21': () =>
        jsonResponse(500, { message: 'Server error', code: 'INTERNAL' }),
      'DELETE /api/exercises/generated/22': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('generated-select-21'));
    fireEvent.click(screen.getByTestId('generated-select-22'));
    fireEvent.click(screen.getByTestId('generated-bulk-delete'));
    fireEvent.click(await screen.findByTestId('generated-delete-confirm'));

    expect(await screen.findByText(/Themed microblocks not deleted: 1/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('generated-bulk-count')).toHaveTextContent('Selected: 1'),
    );
    expect(screen.getByTestId('generated-select-21')).toBeChecked();
  });

  it('previews a card in the slide viewer with its source microblock', async () => {
    stubListApi();
    renderPage();

    fireEvent.click(await screen.findByTestId('generated-open-22'));

    const preview = await screen.findByTestId('generated-preview');
    expect(await within(preview).findByTestId('slide-viewer')).toHaveTextContent('Dino slide');
    expect(within(preview).getByTestId('generated-preview-source')).toHaveTextContent(
      'Sound Sh: pictures',
    );
  });

  it('says so when the interest does not exist', async () => {
    stubListApi();
    renderPage(99);

    expect(await screen.findByTestId('generated-theme-missing')).toBeInTheDocument();
  });
});
