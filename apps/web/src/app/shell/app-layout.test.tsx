import { type CurrentUser, ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../test/lazy-chunks.ts';
import { buildMediaQueryList } from '../../../test/media-query.ts';
import { renderRoutes } from '../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';
import { buildUser, managerUser, pageOfItems, rootUser } from '../../../test/users.ts';
import { buildDashboard } from '../../features/dashboard/test-fixtures.ts';
import { createRouteObjects } from '../router.tsx';

function signInAs(user: CurrentUser, path = '/') {
  window.localStorage.setItem('auth', 'token');
  const calls = stubFetch({
    'GET /api/check-token': () => jsonResponse(200, { data: user }),
    'GET /api/dashboard': () =>
      jsonResponse(200, {
        data: buildDashboard({ users: { ...buildDashboard().users, total: 6, active: 5 } }),
      }),
    'GET /api/users': () => jsonResponse(200, pageOfItems([])),
  });
  const rendered = renderRoutes(createRouteObjects(), { path });
  return { ...rendered, calls };
}

function listNavItems(): string[] {
  return within(screen.getByTestId('nav'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-testid') ?? '');
}

function pressGodModeShortcut() {
  fireEvent.keyDown(document.body, { key: 'G', code: 'KeyG', ctrlKey: true, shiftKey: true });
}

const moderatorAndAuthor = buildUser({
  name: 'Oksana Moderator',
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.moderator] },
    { workspaceId: 20, workspaceTitle: 'Second Demo School', roles: [ROLE.author] },
  ],
});

describe('AppLayout', () => {
  // The router loads the shell lazily.
  preloadLazyChunk(() => import('../protected-layout.tsx'));

  beforeEach(async () => {
    // jsdom cannot scroll, and the router's scroll restoration does so on every navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await setUpI18n('en');
  });

  it('shows a root user Dashboard, Assets, Projects, Audit log, Acts and Profile, and opens the dashboard at /', async () => {
    const { router } = signInAs(rootUser);
    expect(await screen.findByTestId('stat-users-value')).toHaveTextContent('6');
    expect(listNavItems()).toEqual([
      'nav-item-dashboard',
      'nav-item-manageAssets',
      'nav-item-projects',
      'nav-item-auditLog',
      'nav-item-acts',
      'nav-item-profile',
    ]);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('role-title')).toHaveTextContent('Administrator');
    expect(screen.queryByTestId('workspace-select')).not.toBeInTheDocument();
  });

  it('shows a manager Users, Lesson statistics, Booking settings, Call-backs, Projects, Audit log, Acts, Merchandise orders, Trial lesson calendar, My tickets and Profile, and leads / to Users', async () => {
    const { router } = signInAs(managerUser);
    expect(await screen.findByTestId('users-page')).toBeInTheDocument();
    expect(listNavItems()).toEqual([
      'nav-item-users',
      'nav-item-lessonsStats',
      'nav-item-bookingSettings',
      'nav-item-adminTasks',
      'nav-item-projects',
      'nav-item-auditLog',
      'nav-item-acts',
      'nav-item-merchandiseOrders',
      'nav-item-bookingCalendar',
      'nav-item-myTickets',
      'nav-item-profile',
    ]);
    expect(screen.getByTestId('nav-item-auditLog')).toHaveTextContent('Audit log');
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByTestId('role-title')).toHaveTextContent('Manager');
  });

  it('sends a manager who opens the root-only dashboard back through /', async () => {
    const { router, calls } = signInAs(managerUser, '/dashboard');
    expect(await screen.findByTestId('users-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(calls.some((call) => call.url === '/api/dashboard')).toBe(false);
  });

  it('shows ten navigation skeletons while the user loads', async () => {
    window.localStorage.setItem('auth', 'token');
    stubFetch({ 'GET /api/check-token': () => new Promise<Response>(() => undefined) });
    renderRoutes(createRouteObjects(), { path: '/' });
    const skeleton = await screen.findByTestId('nav-skeleton');
    expect(skeleton.children).toHaveLength(10);
  });

  it('toggles god mode with Ctrl+Shift+G, stores it in `gm` and marks the avatar', async () => {
    signInAs(managerUser);
    await screen.findByTestId('avatar');
    expect(screen.queryByTestId('god-mode-indicator')).not.toBeInTheDocument();

    pressGodModeShortcut();
    expect(window.localStorage.getItem('gm')).toBe('true');
    expect(await screen.findByTestId('god-mode-indicator')).toBeInTheDocument();

    pressGodModeShortcut();
    expect(window.localStorage.getItem('gm')).toBe('false');
    expect(screen.queryByTestId('god-mode-indicator')).not.toBeInTheDocument();
  });

  it('switches the workspace: stores `wks`, drops saved filters and goes to /', async () => {
    window.localStorage.setItem('exercises-filter', '{"status":5}');
    window.localStorage.setItem('reportRange', '["2025-01-01","2025-01-31"]');
    const { router } = signInAs(moderatorAndAuthor, '/profile');
    expect(await screen.findByTestId('role-title')).toHaveTextContent('Moderator');

    fireEvent.click(screen.getByTestId('workspace-select'));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Second Demo School', hidden: true }),
    );

    expect(window.localStorage.getItem('wks')).toBe('20');
    expect(window.localStorage.getItem('exercises-filter')).toBeNull();
    expect(window.localStorage.getItem('reportRange')).toBeNull();
    expect(await screen.findByTestId('role-title')).toHaveTextContent('Author');
    // `/` leads to the author's index: content creating.
    await waitFor(() => expect(router.state.location.pathname).toBe('/exercises'));
  });

  it('drops a stored workspace the user no longer has and selects the first one', async () => {
    window.localStorage.setItem('wks', '999');
    signInAs(moderatorAndAuthor, '/profile');
    expect(await screen.findByTestId('role-title')).toHaveTextContent('Moderator');
    expect(window.localStorage.getItem('wks')).toBeNull();
  });

  it('drops a stored workspace that is no id at all and selects the first one', async () => {
    window.localStorage.setItem('wks', 'school-ten');
    signInAs(moderatorAndAuthor, '/profile');
    expect(await screen.findByTestId('role-title')).toHaveTextContent('Moderator');
    await waitFor(() => expect(window.localStorage.getItem('wks')).toBeNull());
  });

  it('lists each entry once to a user who is moderator and teacher in one project', async () => {
    signInAs(
      buildUser({
        workspaces: [
          { workspaceId: 10, workspaceTitle: 'Slovo', roles: [ROLE.moderator, ROLE.teacher] },
        ],
      }),
      '/profile',
    );
    await screen.findByTestId('nav');
    const labels = within(screen.getByTestId('nav'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(labels.filter((label) => label === 'Categories')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Protocol templates')).toHaveLength(1);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps the side bar collapsed after a reload', async () => {
    // The side bar collapses on desktop widths only; jsdom answers media queries as a phone.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      buildMediaQueryList(query, true),
    );
    const first = signInAs(managerUser, '/profile');
    await screen.findByTestId('nav');
    expect(screen.getByTestId('nav-item-users')).toHaveTextContent('Users');
    fireEvent.click(screen.getByTestId('nav-collapse'));
    expect(window.localStorage.getItem('nav-collapsed')).toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('nav-item-users')).not.toHaveTextContent('Users'),
    );
    first.unmount();

    signInAs(managerUser, '/profile');
    await screen.findByTestId('nav');
    expect(screen.getByTestId('nav-collapse')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('nav-item-users')).not.toHaveTextContent('Users');
  });

  it('names the selected project in full in a tooltip over the selector', async () => {
    const longNamed = buildUser({
      workspaces: [
        {
          workspaceId: 10,
          workspaceTitle: 'Slovo speech therapy school of the Kyiv region',
          roles: [ROLE.moderator],
        },
        { workspaceId: 20, workspaceTitle: 'Second Demo School', roles: [ROLE.author] },
      ],
    });
    signInAs(longNamed, '/profile');
    const select = await screen.findByTestId('workspace-select');
    fireEvent.mouseEnter(select);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Project: Slovo speech therapy school of the Kyiv region',
    );
  });

  it('hides the workspace selector from users with a single workspace', async () => {
    signInAs(managerUser);
    await screen.findByTestId('users-page');
    expect(screen.queryByTestId('workspace-select')).not.toBeInTheDocument();
  });

  it('shows the no-projects page without navigation or profile editing to a user with no workspace', async () => {
    signInAs(buildUser({ workspaces: [] }), '/profile');
    expect(await screen.findByText('You have no available projects!')).toBeInTheDocument();
    expect(screen.queryByTestId('nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('burger')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByTestId('profile-menu-logout')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-menu-edit')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-menu-email')).toHaveTextContent('maria.manager@example.com');
  });

  it('tells a user acting as someone else who they are and who they return to', async () => {
    signInAs(buildUser({ impersonator: { id: 2, name: 'Roman Root', email: 'root@example.com' } }));
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('You are acting as Maria Manager (maria.manager@example.com)');
    expect(within(banner).getByRole('button')).toHaveTextContent('Return to Roman Root');
  });
});
