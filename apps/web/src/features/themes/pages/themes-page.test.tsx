import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { buildTheme, pageOf } from '../test-fixtures.ts';
import { ThemesPage } from './themes-page.tsx';

const dinosaurs = buildTheme({
  id: 1,
  name: 'Dinosaurs',
  asset_count: 3,
  stats: { generated: 4, pending: 1, failed: 0 },
});
const space = buildTheme({ id: 2, name: 'Space', genders: ['boy'], is_ready: true });
const princesses = buildTheme({ id: 3, name: 'Princesses', workspace_id: 20, is_own: false });

const tags = [
  { id: 11, name: 'sound R', exercise_count: 4 },
  { id: 12, name: 'звук Р', exercise_count: 2 },
  { id: 13, name: 'warm-up', exercise_count: 0 },
];

function stubThemesApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/themes': () => jsonResponse(200, { data: [dinosaurs, space, princesses] }),
    'GET /api/tags/usage': () => jsonResponse(200, pageOf(tags)),
    ...extra,
  });
}

function renderPage(path = '/themes') {
  return renderWithSession(<ThemesPage />, moderatorUser, { path });
}

function posts(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe('ThemesPage: interests', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists own and shared-in interests with ages, statistics and their asset links', async () => {
    stubThemesApi();
    renderPage();

    const row = await screen.findByTestId('theme-row-1');
    expect(row).toHaveTextContent('Dinosaurs');
    expect(row).toHaveTextContent('4–8');
    expect(row).toHaveTextContent('Boys');
    expect(row).toHaveTextContent('Girls');
    expect(screen.getByTestId('theme-assets-link-1')).toHaveAttribute('href', '/theme-assets/1');
    expect(screen.getByTestId('theme-assets-link-1')).toHaveTextContent('3 files');
    expect(screen.getByTestId('theme-generated-link-1')).toHaveAttribute(
      'href',
      '/generated-list/1',
    );
    expect(screen.getByTestId('theme-ready-2')).toBeChecked();
    // Another project owns it: it is shown, not changed.
    expect(screen.getByTestId('theme-shared-3')).toHaveTextContent('Shared by another project');
    expect(screen.getByTestId('theme-ready-3')).toBeDisabled();
    expect(screen.getByTestId('theme-select-3')).toBeDisabled();
  });

  it('marks one interest ready from its switch', async () => {
    const calls = stubThemesApi({
      'POST /api/themes/toggle-ready': () => jsonResponse(200, { data: { count: 1 } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('theme-ready-1'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ workspace_id: 10, ids: [1], is_ready: true });
    expect(
      await screen.findAllByText(/is ready: generation runs make its themed microblocks/),
    ).toHaveLength(1);
  });

  it('moves the switch at once and puts it back when the server refuses', async () => {
    stubThemesApi({
      'POST /api/themes/toggle-ready': () =>
        jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage();

    const readySwitch = await screen.findByTestId('theme-ready-1');
    fireEvent.click(readySwitch);
    expect(readySwitch).toBeChecked();

    expect(await screen.findByText('Not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('theme-ready-1')).not.toBeChecked());
  });

  it('marks every checked interest not ready in one call', async () => {
    const calls = stubThemesApi({
      'POST /api/themes/toggle-ready': () => jsonResponse(200, { data: { count: 2 } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('theme-select-all'));
    expect(screen.getByTestId('themes-bulk-count')).toHaveTextContent('Selected: 2');
    fireEvent.click(screen.getByTestId('themes-bulk-not-ready'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ workspace_id: 10, ids: [1, 2], is_ready: false });
    expect(await screen.findByText('Interests marked not ready: 2')).toBeInTheDocument();
    expect(screen.getByTestId('themes-bulk-count')).toHaveTextContent('Tick interests');
  });

  it('warns that the themed microblocks go with a deleted interest', async () => {
    const calls = stubThemesApi({
      'DELETE /api/themes/1': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('theme-menu-1'));
    fireEvent.click(await screen.findByTestId('theme-delete'));
    expect(
      await screen.findByText('Its 4 themed microblocks are deleted too. This cannot be undone.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('theme-delete-confirm'));

    await waitFor(() => expect(posts(calls)[0]?.url).toBe('/api/themes/1?workspace_id=10'));
    expect(posts(calls)[0]?.method).toBe('DELETE');
  });

  it('offers to create the first interest when there is none', async () => {
    stubFetch({ 'GET /api/themes': () => jsonResponse(200, { data: [] }) });
    renderPage();

    const empty = await screen.findByTestId('themes-empty');
    fireEvent.click(within(empty).getByRole('button', { name: 'New interest' }));
    expect(await screen.findByTestId('theme-form')).toBeInTheDocument();
  });
});

describe('ThemesPage: tags', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('opens on the tags tab with their usage; only unused tags can be deleted', async () => {
    stubThemesApi();
    renderPage('/themes?tab=tags');

    expect(await screen.findByTestId('tag-row-11')).toHaveTextContent('4 microblocks');
    expect(screen.getByTestId('themes-tab-tags')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('theme-create')).not.toBeInTheDocument();
    expect(screen.getByTestId('tag-delete-11')).toBeDisabled();
    expect(screen.getByTestId('tag-delete-13')).toBeEnabled();
  });

  it('merges the checked tags into the one chosen among them', async () => {
    const calls = stubThemesApi({
      'POST /api/tags/merge': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage('/themes?tab=tags');

    fireEvent.click(await screen.findByTestId('tag-select-11'));
    fireEvent.click(screen.getByTestId('tag-select-12'));
    fireEvent.click(screen.getByTestId('tags-merge'));
    // The most used tag is offered as the target; the user picks the other one.
    expect(await screen.findByTestId('tags-merge-target-11')).toBeChecked();
    fireEvent.click(screen.getByTestId('tags-merge-target-12'));
    expect(
      screen.getByText('Tags to merge into “звук Р”: 1. This cannot be undone.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tags-merge-submit'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ workspace_id: 10, source_ids: [11], target_id: 12 });
    expect(await screen.findByText('Tags merged into “звук Р”: 1')).toBeInTheDocument();
  });

  it('merges one checked tag into another found by search', async () => {
    const calls = stubThemesApi({
      'POST /api/tags/merge': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage('/themes?tab=tags');

    fireEvent.click(await screen.findByTestId('tag-select-13'));
    fireEvent.click(screen.getByTestId('tags-merge'));
    expect(await screen.findByTestId('tags-merge-target-other')).toBeChecked();
    expect(screen.getByTestId('tags-merge-submit')).toBeDisabled();
    fireEvent.click(screen.getByTestId('tags-merge-search'));
    fireEvent.click(await screen.findByRole('option', { name: 'sound R', hidden: true }));
    fireEvent.click(screen.getByTestId('tags-merge-submit'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ workspace_id: 10, source_ids: [13], target_id: 11 });
  });

  it('shows a taken tag name on the field of the rename form', async () => {
    const calls = stubThemesApi({
      'PUT /api/tags/12': () =>
        jsonResponse(409, {
          message: 'A tag with this name already exists: merge them instead',
          code: 'TAG_TAKEN',
          details: {
            fields: [
              { path: 'name', message: 'A tag with this name already exists: merge them instead' },
            ],
          },
        }),
    });
    renderPage('/themes?tab=tags');

    fireEvent.click(await screen.findByTestId('tag-rename-12'));
    fireEvent.input(await screen.findByTestId('tag-name'), { target: { value: 'sound R' } });
    fireEvent.click(screen.getByTestId('tag-save'));

    expect(
      await screen.findByText('A tag with this name already exists: merge them instead'),
    ).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ workspace_id: 10, name: 'sound R' });
  });
});
