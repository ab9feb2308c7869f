import { notifications } from '@mantine/notifications';
import { type DiagnosticCardStudent, ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { DiagnosticianClientsPage } from './diagnostician-clients-page.tsx';
import { ManageDiagnosticianClientPage } from './manage-diagnostician-client-page.tsx';

const diagnostician = buildUser({
  id: 6,
  name: 'Dana Diagnostician',
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.diagnostician] },
  ],
});

const summary = {
  client_id: 3,
  template_id: 5,
  template_version_id: 12,
  template_version: 2,
  template_title: 'Sound examination',
  revision: 1,
  created_by: { id: 6, name: 'Dana Diagnostician' },
  sent_at: null,
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
};

const students: DiagnosticCardStudent[] = [
  {
    id: 3,
    child_name: 'Marko',
    client_name: 'Olena Kovalenko',
    birth_date: '2019-05-14',
    cards: [
      { ...summary, id: 8, status: 'sent', diagnostic_date: '2026-06-01' },
      { ...summary, id: 7, status: 'ready_to_work', diagnostic_date: '2026-03-02' },
    ],
  },
  { id: 4, child_name: 'Sofia', client_name: 'Iryna Shevchenko', birth_date: null, cards: [] },
];

function renderAt(path: string) {
  const withSession = (element: React.ReactNode) => (
    <SessionProvider user={diagnostician}>{element}</SessionProvider>
  );
  return renderRoutes(
    [
      { path: '/diagnostician-clients', element: withSession(<DiagnosticianClientsPage />) },
      {
        path: '/manage-diagnostician-clients/:clientId',
        element: withSession(<ManageDiagnosticianClientPage />),
      },
      { path: '/manage-client-dc/:cardId', element: <div data-testid="card-page" /> },
    ],
    { path },
  );
}

describe('The diagnostician’s students', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists my students with their latest card, and finds one by a parent’s name', async () => {
    stubFetch({
      'GET /api/clients/diagnostic-cards/students': () => jsonResponse(200, { data: students }),
    });
    renderAt('/diagnostician-clients');
    const marko = await screen.findByTestId('student-row-3');
    expect(within(marko).getByTestId('card-status')).toHaveTextContent('Sent to the therapist');
    expect(marko).toHaveTextContent('2 cards');
    expect(screen.getByTestId('student-row-4')).toHaveTextContent('No cards yet');

    fireEvent.input(screen.getByTestId('students-search'), { target: { value: 'iryna' } });
    expect(screen.queryByTestId('student-row-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('student-row-4')).toBeInTheDocument();
  });

  it('says so when nobody is assigned to me yet', async () => {
    stubFetch({
      'GET /api/clients/diagnostic-cards/students': () => jsonResponse(200, { data: [] }),
    });
    renderAt('/diagnostician-clients');
    expect(await screen.findByTestId('students-empty')).toHaveTextContent(
      'No students assigned to you yet',
    );
  });

  it('starts a card for a student from a chosen template and opens it', async () => {
    const calls = stubFetch({
      'GET /api/clients/diagnostic-cards/students': () => jsonResponse(200, { data: students }),
      'GET /api/diagnostic-card-templates': () =>
        jsonResponse(200, {
          data: [
            {
              id: 5,
              workspace_id: 10,
              title: 'Sound examination',
              description: '',
              categories: [],
              version: 2,
              version_id: 12,
              block_count: 1,
              question_count: 3,
              archived_at: null,
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-02T00:00:00Z',
            },
          ],
          meta: { page: 1, pageSize: 20, total: 1 },
        }),
      'POST /api/clients/diagnostic-cards': () =>
        jsonResponse(200, {
          data: {
            ...summary,
            id: 9,
            workspace_id: 10,
            status: 'draft',
            diagnostic_date: '2026-11-25',
            client_info: {
              child_name: 'Sofia',
              client_name: 'Iryna Shevchenko',
              birth_date: null,
              contact_email: '',
              contact_phone: '',
            },
            answers: {},
            violations: [],
            recommended_program: '',
            recommended_program_id: null,
            recommended_program_name: null,
            parent_request: '',
            scores: [],
            previous_answers: {},
            empty_required: [],
            can_edit: true,
            next_statuses: ['sent'],
          },
        }),
    });
    renderAt('/manage-diagnostician-clients/4');
    expect(await screen.findByTestId('student-no-cards')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('start-card'));
    fireEvent.click(await screen.findByTestId('start-card-template'));
    fireEvent.click(await screen.findByRole('option', { name: 'Sound examination', hidden: true }));
    fireEvent.click(screen.getByTestId('start-card-submit'));

    expect(await screen.findByTestId('card-page')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        workspace_id: 10,
        client_id: 4,
        template_id: 5,
      }),
    );
  });

  it('does not show a student who is not mine', async () => {
    stubFetch({
      'GET /api/clients/diagnostic-cards/students': () => jsonResponse(200, { data: students }),
    });
    renderAt('/manage-diagnostician-clients/99');
    expect(await screen.findByTestId('student-not-found')).toBeInTheDocument();
  });
});
