import type { NotificationsPage } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';
import { NotificationBell } from './notification-bell.tsx';

const page = (unread: number): NotificationsPage => ({
  data: [
    {
      id: 2,
      kind: 'diagnostic_card_sent',
      created_at: '2026-03-02T10:00:00Z',
      read_at: null,
      card_id: 7,
      client_id: 3,
      child_first_name: 'Марко',
      actor: { id: 6, name: 'Dana Diagnostician' },
    },
    {
      id: 1,
      kind: 'diagnostic_card_sent',
      created_at: '2026-02-14T10:00:00Z',
      read_at: unread > 1 ? null : '2026-02-15T10:00:00Z',
      card_id: 5,
      client_id: 4,
      child_first_name: 'Оля',
      actor: null,
    },
  ],
  meta: { total: 2, page: 1, pageSize: 20, unread },
});

describe('the notification bell', () => {
  beforeEach(() => setUpI18n('en'));

  it('counts my unread ones, lists them, and an opened one goes to its card, read', async () => {
    let unread = 2;
    const calls = stubFetch({
      'GET /api/notifications': () => jsonResponse(200, page(unread)),
      'POST /api/notifications/read': () => {
        unread = 1;
        return jsonResponse(200, { data: { unread } });
      },
    });
    const { router } = renderRoutes([
      { path: '/', element: <NotificationBell workspaceId={10} /> },
      { path: '/manage-client-dc/:cardId', element: <p>card page</p> },
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    expect(calls[0]?.url).toContain('/api/notifications?workspace_id=10');
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent('Diagnostic card for Марко was sent by Dana Diagnostician');
    expect(items[1]).toHaveTextContent('Diagnostic card for Оля was sent');
    fireEvent.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-client-dc/7'));
    const read = calls.find((call) => call.method === 'POST');
    expect(read?.body).toEqual({ workspace_id: 10, ids: [2] });
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({
      'GET /api/notifications': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, pageSize: 20, unread: 0 } }),
    });
    renderRoutes([{ path: '/', element: <NotificationBell workspaceId={10} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 0 unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it("tells a ticket's news in words, and opens the reporter's ticket", async () => {
    const calls = stubFetch({
      'GET /api/notifications': () =>
        jsonResponse(200, {
          data: [
            {
              id: 9,
              kind: 'ticket_updated',
              created_at: '2026-03-03T10:00:00Z',
              read_at: null,
              ticket_id: 12,
              state: 'done',
              exercise_title: 'Tiger roars',
              actor: { id: 3, name: 'Marta Moderator' },
            },
            {
              id: 8,
              kind: 'ticket_updated',
              created_at: '2026-03-03T09:00:00Z',
              read_at: null,
              ticket_id: 13,
              state: null,
              exercise_title: null,
              actor: { id: 3, name: 'Marta Moderator' },
            },
          ],
          meta: { total: 2, page: 1, pageSize: 20, unread: 2 },
        }),
      'POST /api/notifications/read': () => jsonResponse(200, { data: { unread: 1 } }),
    });
    const { router } = renderRoutes([
      { path: '/', element: <NotificationBell workspaceId={10} /> },
      { path: '/my-tickets/:ticketId', element: <p>ticket page</p> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent('Your ticket #12 (about “Tiger roars”) is now “Done”');
    expect(items[1]).toHaveTextContent('Marta Moderator replied to your ticket #13 (general)');
    fireEvent.click(items[0]!);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        workspace_id: 10,
        ids: [9],
      }),
    );
    expect(router.state.location.pathname).toBe('/my-tickets/12');
  });
});
