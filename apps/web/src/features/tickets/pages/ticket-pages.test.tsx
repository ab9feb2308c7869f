import { notifications } from '@mantine/notifications';
import type { Ticket } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes, renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { moderatorUser, teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { ReportTicketButton } from '../components/report-ticket-button.tsx';
import { ManageTicketPage } from './manage-ticket-page.tsx';

preloadLazyChunk(() => import('../components/report-ticket-modal.tsx'));

const ticket: Ticket = {
  id: 12,
  state: 'new',
  description: 'The word "river" is misspelt',
  slide_position: 2,
  exercise: { id: 5, title: 'Tiger roars', source_id: null, theme: null },
  author: { id: 4, name: 'Olena Teacher' },
  attachment_count: 0,
  message_count: 0,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  decline_reason: null,
  regenerated_at: null,
  slide: { position: 2, title: 'Words', image_url: '/api/files/slides/words.jpg' },
  presentation: null,
  attachments: [],
  messages: [],
  next_states: ['in_process', 'declined', 'archived'],
  can_regenerate: true,
};

/** Stands in for the exercise editor's button: the page says which deck and hears back. */
function FakeReplaceDeck({
  exerciseId,
  onReplaced,
}: {
  workspaceId: number;
  exerciseId: number;
  onReplaced: () => void;
}) {
  return (
    <button type="button" data-testid="replace-deck" onClick={onReplaced}>
      Replace deck of {exerciseId}
    </button>
  );
}

function renderTicket() {
  return renderRoutes(
    [
      {
        path: '/manage-report/:ticketId',
        element: (
          <SessionProvider user={moderatorUser}>
            <ManageTicketPage ReplaceDeck={FakeReplaceDeck} />
          </SessionProvider>
        ),
      },
    ],
    { path: '/manage-report/12' },
  );
}

describe('ticket page', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('declines only with a reason, and sends it', async () => {
    const calls = stubFetch({
      'GET /api/tickets/12': () => jsonResponse(200, { data: ticket }),
      'POST /api/tickets/12/state': (call) =>
        jsonResponse(200, {
          data: {
            ...ticket,
            state: 'declined',
            decline_reason: (call.body as { reason: string }).reason,
            next_states: ['archived'],
            can_regenerate: false,
          },
        }),
    });
    renderTicket();
    expect(await screen.findByTestId('ticket-description')).toHaveTextContent('misspelt');
    fireEvent.click(screen.getByTestId('ticket-move-declined'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('ticket-decline-confirm'));
    expect(await within(dialog).findByText('Give the reason')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.input(within(dialog).getByTestId('ticket-decline-reason'), {
      target: { value: 'The spelling is right' },
    });
    fireEvent.click(within(dialog).getByTestId('ticket-decline-confirm'));
    expect(await screen.findByTestId('ticket-decline-shown')).toHaveTextContent(
      'Declined: The spelling is right',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      state: 'declined',
      reason: 'The spelling is right',
    });
    expect(screen.getByTestId('ticket-state')).toHaveTextContent('Declined');
    expect(screen.queryByTestId('ticket-regenerate')).toBeNull();
  });

  it("offers to replace the source's deck of a reported themed version, then reads the ticket again", async () => {
    let reads = 0;
    const themed: Ticket = {
      ...ticket,
      state: 'in_process',
      exercise: { id: 9, title: 'Tiger roars', source_id: 5, theme: { id: 2, name: 'Space' } },
      next_states: ['done', 'declined', 'archived'],
    };
    stubFetch({
      'GET /api/tickets/12': () => {
        reads += 1;
        return jsonResponse(200, { data: themed });
      },
    });
    renderTicket();
    const replace = await screen.findByTestId('replace-deck');
    expect(replace).toHaveTextContent('Replace deck of 5');
    expect(screen.getByTestId('ticket-fix-hint')).toHaveTextContent(
      'To fix the slides, replace the deck, then regenerate the themed versions.',
    );
    expect(reads).toBe(1);
    fireEvent.click(replace);
    await waitFor(() => expect(reads).toBe(2));
  });

  it('offers no deck replacement once the ticket is closed', async () => {
    stubFetch({
      'GET /api/tickets/12': () =>
        jsonResponse(200, {
          data: { ...ticket, state: 'done', next_states: ['archived'], can_regenerate: false },
        }),
    });
    renderTicket();
    expect(await screen.findByTestId('ticket-move-archived')).toBeVisible();
    expect(screen.queryByTestId('replace-deck')).toBeNull();
    expect(screen.queryByTestId('ticket-fix-hint')).toBeNull();
  });

  it('says a ticket of another project is not found', async () => {
    stubFetch({});
    renderTicket();
    expect(await screen.findByTestId('ticket-not-found')).toHaveTextContent('Ticket not found');
  });
});

describe('report button', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('files the ticket about the slide on screen, with the description typed', async () => {
    const calls = stubFetch({
      'POST /api/tickets': () => jsonResponse(200, { data: ticket }),
    });
    renderWithSession(
      <ReportTicketButton workspaceId={10} exerciseId={5} slidePosition={2} />,
      teacherUser,
    );
    fireEvent.click(screen.getByTestId('report-ticket'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('report-ticket-slide')).toHaveTextContent('Slide 2');
    fireEvent.click(within(dialog).getByTestId('report-ticket-send'));
    expect(await within(dialog).findByText('Describe the problem')).toBeVisible();
    fireEvent.input(within(dialog).getByTestId('report-ticket-description'), {
      target: { value: 'The word "river" is misspelt' },
    });
    fireEvent.click(within(dialog).getByTestId('report-ticket-send'));
    expect(await screen.findByText('Ticket #12 sent to the moderators')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      exercise_id: 5,
      slide_position: 2,
      description: 'The word "river" is misspelt',
    });
  });
});
