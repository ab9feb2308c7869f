import { notifications, notificationsStore } from '@mantine/notifications';
import { listBuiltRoutes, RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { renderRoutes, renderWithProviders } from '../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../test/stub-fetch.ts';
import { managerUser } from '../../test/users.ts';
import { DeployInProgressModal } from '../components/deploy-in-progress-modal.tsx';
import { formatAutoUpdateTime } from '../lib/app-update.ts';
import { getCurrentUserQueryOptions } from '../lib/auth/current-user.ts';
import { finishDeploy } from '../lib/deploy-status.ts';
import { PAGE_LOADERS } from './page-loaders.ts';
import { createRouteObjects } from './router.tsx';

function listNotificationIds(): string[] {
  return notificationsStore.getState().notifications.map((item) => item.id ?? '');
}

// The English translation files, named by namespace.
const localeFiles = import.meta.glob('../../public/locales/en/*.json');

describe('router', () => {
  beforeEach(async () => {
    notifications.clean();
    // jsdom cannot scroll, and the router's scroll restoration does so on every navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await setUpI18n('en');
  });

  it('has a page for every built route of the contracts table, and no other', () => {
    const builtIds = listBuiltRoutes().map((route) => route.id);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...builtIds].sort());
  });

  it("fetches each page's texts with its chunk: its feature's namespace, and only real ones", () => {
    const namespaces = new Set(
      Object.keys(localeFiles).map((path) => /\/en\/([\w-]+)\.json$/.exec(path)?.[1]),
    );
    for (const [routeId, page] of Object.entries(PAGE_LOADERS)) {
      for (const namespace of page.namespaces) {
        expect(namespaces, `${routeId}: ${namespace}`).toContain(namespace);
      }
      const feature = /\/features\/([\w-]+)\//.exec(page.load.toString())?.[1];
      if (feature) expect(page.namespaces, routeId).toContain(feature);
      else expect(page.load.toString(), routeId).toMatch(/\/app\/pages\//);
    }
  });

  it('shows the 404 screen at /not-found for an unknown path', async () => {
    const { router } = renderRoutes(createRouteObjects(), { path: '/no-such-page' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('opens the next page at the top, not where the previous one was scrolled to', async () => {
    renderRoutes(createRouteObjects(), { path: '/not-found' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the home page' }));
    await screen.findByTestId('login-form');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leads from the 404 screen to /, which asks a signed-out user to sign in', async () => {
    const { router } = renderRoutes(createRouteObjects(), { path: '/not-found' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the home page' }));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not register routes whose screens are not built', async () => {
    window.localStorage.setItem('auth', 'token');
    stubFetch({ 'GET /api/check-token': () => jsonResponse(200, { data: managerUser }) });
    const { router } = renderRoutes(createRouteObjects(), { path: '/histories' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('opens the public invitation page to a visitor without a token', async () => {
    const calls = stubFetch({});
    const { router } = renderRoutes(createRouteObjects(), { path: '/accept-invite' });
    expect(await screen.findByTestId('invalid-invitation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accept-invite');
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor without a token from a protected path to /login', async () => {
    const calls = stubFetch({});
    const { router } = renderRoutes(createRouteObjects(), { path: '/profile' });
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('clears an invalid token and shows the session-expired notice on the way to /login', async () => {
    window.localStorage.setItem('auth', 'revoked-token');
    const calls = stubFetch({
      'GET /api/check-token': () =>
        jsonResponse(401, { message: 'Your session has expired', code: 'SESSION_EXPIRED' }),
    });
    const { router } = renderRoutes(createRouteObjects(), { path: '/profile' });

    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(
      notificationsStore.getState().notifications.find((item) => item.id === 'session-expired'),
    ).toMatchObject({ color: 'red', message: 'Your session has expired. Please log in!' });
    // The token check is silent, and an expired session has nothing to revoke.
    expect(listNotificationIds()).not.toContain(RESPONSE_ERROR_NOTIFICATION_ID);
    expect(calls.map((call) => call.url)).toEqual(['/api/check-token']);
  });

  it('keeps the session and the page while the database is unavailable', async () => {
    window.localStorage.setItem('auth', 'good-token');
    stubFetch({
      'GET /api/check-token': () =>
        jsonResponse(503, {
          message: 'The service is temporarily unavailable',
          code: 'DATABASE_UNAVAILABLE',
        }),
    });
    const { router, queryClient } = renderRoutes(createRouteObjects(), { path: '/profile' });

    const { queryKey } = getCurrentUserQueryOptions();
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));
    // A redirect to /logout would start now; the router settles either way.
    await act(async () => {});
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('auth')).toBe('good-token');
    finishDeploy();
  });

  it.each([
    ['a server error', () => jsonResponse(500, { message: 'Internal error', code: 'INTERNAL' })],
    [
      'a lost connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    'keeps the session and the page on %s, and says the app cannot be reached',
    async (_, answer) => {
      window.localStorage.setItem('auth', 'good-token');
      stubFetch({ 'GET /api/check-token': answer });
      const { router, queryClient } = renderRoutes(createRouteObjects(), { path: '/profile' });
      renderWithProviders(<DeployInProgressModal />);

      const { queryKey } = getCurrentUserQueryOptions();
      await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));
      expect(await screen.findByText('Cannot reach the app')).toBeInTheDocument();
      await act(async () => {});
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname).toBe('/profile');
      expect(window.localStorage.getItem('auth')).toBe('good-token');
      act(() => finishDeploy());
    },
  );

  it('logs out from /logout: revokes the token, clears it and opens /login', async () => {
    window.localStorage.setItem('auth', 'valid-token');
    const calls = stubFetch({
      'POST /api/logout': () => jsonResponse(200, { data: { ok: true } }),
    });
    const { router, queryClient } = renderRoutes(createRouteObjects(), { path: '/logout' });
    queryClient.setQueryData(['current-user'], managerUser);

    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer valid-token');
    expect(window.localStorage.getItem('auth')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['current-user'])).toBeUndefined());
    expect(listNotificationIds()).not.toContain('session-expired');
  });

  it('shows the app-updated screen when a page chunk is missing again right after a reload', async () => {
    window.localStorage.setItem('last-auto-update', formatAutoUpdateTime(new Date()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const preloadErrors: Event[] = [];
    const recordPreloadError = (event: Event) => preloadErrors.push(event);
    vi.spyOn(PAGE_LOADERS.notFound!, 'load').mockRejectedValue(
      new TypeError('Failed to fetch a chunk'),
    );
    window.addEventListener('vite:preloadError', recordPreloadError);
    try {
      renderRoutes(createRouteObjects(), { path: '/not-found' });
      expect(await screen.findByText('A new version is available')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
      expect(preloadErrors).toHaveLength(1);
      expect(warn).toHaveBeenCalled();
    } finally {
      window.removeEventListener('vite:preloadError', recordPreloadError);
    }
  });
});
