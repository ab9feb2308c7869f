import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildAsset, buildTheme, pageOf, readQuery } from '../test-fixtures.ts';
import { ThemeAssetsPage } from './theme-assets-page.tsx';

const jungle = buildAsset({ id: 1, name: 'Jungle' });
const beach = buildAsset({ id: 2, name: 'Beach' });
const dino = buildAsset({ id: 3, name: 'Dino', type: 'character' });
const roar = buildAsset({ id: 4, name: 'Roar', type: 'sound' });
const LIBRARY = [jungle, beach, dino, roar];

const dinosaurs = buildTheme({ id: 5, name: 'Dinosaurs', min_age: 4, max_age: 9 });
const shared = buildTheme({ id: 6, name: 'Princesses', workspace_id: 20, is_own: false });

function stubThemeApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/themes': () => jsonResponse(200, { data: [dinosaurs, shared] }),
    'GET /api/by-theme': ({ url }) =>
      jsonResponse(200, { data: readQuery(url).theme_id === '5' ? [jungle, roar] : [dino] }),
    'GET /api/assets': ({ url }) =>
      jsonResponse(200, pageOf(LIBRARY.filter((asset) => asset.type === readQuery(url).type))),
    ...extra,
  });
}

function renderPage(themeId: number) {
  return renderRoutes(
    [
      {
        path: '/theme-assets/:themeId',
        element: (
          <SessionProvider user={moderatorUser}>
            <ThemeAssetsPage />
          </SessionProvider>
        ),
      },
      { path: '/themes', element: <div data-testid="themes-screen" /> },
    ],
    { path: `/theme-assets/${themeId}` },
  );
}

describe('ThemeAssetsPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('names the theme and ticks the files it uses', async () => {
    stubThemeApi();
    renderPage(5);

    expect(await screen.findByRole('heading', { name: 'Dinosaurs' })).toBeInTheDocument();
    expect(screen.getByText('Ages 4–9 · boys, girls')).toBeInTheDocument();
    expect(await screen.findByTestId('asset-tile-1')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('asset-tile-2')).toHaveAttribute('data-selected', 'false');
    expect(await screen.findByTestId('asset-tile-4')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('pick-count-background')).toHaveTextContent('Chosen: 1');
    expect(screen.getByTestId('theme-assets-save')).toBeDisabled();
  });

  it('saves every chosen file, of all types, in one call', async () => {
    const calls = stubThemeApi({
      'PUT /api/themes/5/assets': ({ body }) =>
        jsonResponse(200, { data: (body as { asset_ids: number[] }).asset_ids }),
    });
    renderPage(5);

    fireEvent.click(await screen.findByTestId('asset-tile-check-1'));
    fireEvent.click(await screen.findByTestId('asset-tile-check-3'));
    fireEvent.click(screen.getByTestId('asset-tile-check-2'));
    expect(screen.getByTestId('asset-tile-1')).toHaveAttribute('data-selected', 'false');
    expect(screen.getByTestId('theme-assets-dirty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('theme-assets-save'));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      workspace_id: number;
      asset_ids: number[];
    };
    expect(body.workspace_id).toBe(10);
    expect([...body.asset_ids].sort()).toEqual([2, 3, 4]);
    expect(await screen.findByText('Assets of “Dinosaurs” saved')).toBeInTheDocument();
    expect(screen.queryByTestId('theme-assets-dirty')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubThemeApi();
    const { router } = renderPage(5);

    fireEvent.click(await screen.findByTestId('asset-tile-check-2'));
    fireEvent.click(screen.getByRole('link', { name: 'Interests' }));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/theme-assets/5');
    fireEvent.click(screen.getByTestId('unsaved-leave'));
    expect(await screen.findByTestId('themes-screen')).toBeInTheDocument();
  });

  it('shows a theme shared by another project read-only', async () => {
    stubThemeApi();
    renderPage(6);

    expect(await screen.findByTestId('theme-assets-read-only')).toBeInTheDocument();
    expect(await screen.findByTestId('asset-tile-check-3')).toBeDisabled();
    expect(screen.getByTestId('asset-tile-3')).toHaveAttribute('data-selected', 'true');
    expect(screen.queryByTestId('theme-assets-save')).not.toBeInTheDocument();
  });

  it('explains a theme that is not there', async () => {
    stubThemeApi();
    renderPage(99);

    expect(await screen.findByTestId('theme-assets-not-found')).toBeInTheDocument();
  });
});
