import { notifications } from '@mantine/notifications';
import type { Ticket } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { MyTicketPage, MyTicketsPage } from './my-tickets-page.tsx';

const ticket: Ticket = {
  id: 12,
  state: 'done',
  description: 'The word "river" is misspelt',
  slide_position: 2,
  exercise: { id: 5, title: 'Tiger roars', source_id: null, theme: null },
  author: { id: 4, name: 'Olena Teacher' },
  attachment_count: 0,
  message_count: 2,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  decline_reason: null,
  regenerated_at: null,
  slide: null,
  presentation: null,
  attachments: [],
  messages: [
    {
      id: 1,
      author: { id: 3, name: 'Marta Moderator' },
      body: 'Fixed the deck, thank you',
      state: null,
      created_at: '2026-01-03T09:00:00Z',
    },
    {
      id: 2,
      author: { id: 3, name: 'Marta Moderator' },
      body: '',
      state: 'done',
      created_at: '2026-01-03T10:00:00Z',
    },
  ],
  next_states: [],
  can_regenerate: false,
};

function renderMine(path: string) {
  const inSession = (element: React.ReactNode) => (
    <SessionProvider user={teacherUser}>{element}</SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/my-tickets', element: inSession(<MyTicketsPage />) },
      { path: '/my-tickets/:ticketId', element: inSession(<MyTicketPage />) },
    ],
    { path },
  );
}

describe('my tickets', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists my tickets with their state and opens one', async () => {
    const calls = stubFetch({
      'GET /api/tickets/mine': () =>
        jsonResponse(200, { data: [ticket], meta: { total: 1, page: 1, pageSize: 20 } }),
      'GET /api/tickets/12': () => jsonResponse(200, { data: ticket }),
    });
    const { router } = renderMine('/my-tickets');
    const row = await screen.findByTestId('my-ticket-row-12');
    expect(row).toHaveTextContent('#12 · The word "river" is misspelt');
    expect(row).toHaveTextContent('Done');
    expect(row).toHaveTextContent('Tiger roars · slide 2');
    expect(calls[0]?.url).toContain('/api/tickets/mine?workspace_id=10');
    fireEvent.click(screen.getByTestId('my-ticket-open-12'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tickets/12'));
    expect(await screen.findByTestId('my-ticket-page')).toHaveTextContent('Tiger roars');
  });

  it('says so when I have reported nothing', async () => {
    stubFetch({
      'GET /api/tickets/mine': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, pageSize: 20 } }),
    });
    renderMine('/my-tickets');
    expect(await screen.findByTestId('my-tickets-empty')).toHaveTextContent(
      'You have not reported anything yet',
    );
  });

  it('shows the reply and the state; I can answer, and add screenshots only while open', async () => {
    const calls = stubFetch({
      'GET /api/tickets/12': () => jsonResponse(200, { data: ticket }),
      'POST /api/tickets/12/messages': (call) =>
        jsonResponse(200, {
          data: {
            ...ticket,
            messages: [
              ...ticket.messages,
              {
                id: 3,
                author: { id: 4, name: 'Olena Teacher' },
                body: (call.body as { body: string }).body,
                state: null,
                created_at: '2026-01-04T10:00:00Z',
              },
            ],
          },
        }),
    });
    renderMine('/my-tickets/12');
    expect(await screen.findByTestId('ticket-state')).toHaveTextContent('Done');
    const messages = screen.getAllByTestId('ticket-message');
    expect(messages[0]).toHaveTextContent('Fixed the deck, thank you');
    expect(messages[1]).toHaveTextContent('Ticket moved to “Done”');
    // A done ticket takes no more screenshots.
    expect(screen.queryByTestId('my-ticket-add-screenshot')).toBeNull();

    fireEvent.input(screen.getByTestId('ticket-reply-text'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByTestId('ticket-reply-send'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(3));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      body: 'Thanks!',
    });
  });

  it('offers to add a screenshot to an open ticket', async () => {
    stubFetch({
      'GET /api/tickets/12': () =>
        jsonResponse(200, { data: { ...ticket, state: 'in_process', messages: [] } }),
    });
    renderMine('/my-tickets/12');
    expect(await screen.findByTestId('my-ticket-add-screenshot')).toHaveTextContent(
      'Add a screenshot',
    );
  });
});
