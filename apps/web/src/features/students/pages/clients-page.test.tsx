import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { pageOfItems } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { interests, staff, teacher } from '../test-fixtures.ts';
import { ClientsPage } from './clients-page.tsx';

const marko = buildClient({
  id: 7,
  child_name: 'Marko',
  age: 5,
  qualifications: ['dyslalia', 'stuttering', 'adhd', 'mutism', 'rhinolalia'],
  interests: [
    { id: 3, name: 'Dinosaurs' },
    { id: 4, name: 'Space' },
  ],
  protocol_count: 2,
});
const sofia = buildClient({
  id: 8,
  child_name: 'Sofia',
  client_name: 'Iryna Melnyk',
  contact_email: '',
  contact_phone: '',
  birth_date: null,
  age: null,
  qualifications: [],
  interests: [],
  teacher: null,
  protocol_count: 0,
});

type Handlers = Parameters<typeof stubFetch>[0];

function stubClientsApi(extra: Handlers = {}) {
  return stubFetch({
    'GET /api/clients': () => jsonResponse(200, pageOfItems([marko, sofia])),
    'GET /api/clients/staff': () => jsonResponse(200, { data: staff }),
    'GET /api/themes': () => jsonResponse(200, { data: interests }),
    ...extra,
  });
}

function renderPage(path = '/clients') {
  return renderRoutes(
    [
      {
        path: '/clients',
        element: (
          <SessionProvider user={teacher}>
            <ClientsPage />
          </SessionProvider>
        ),
      },
      { path: '/edit-client/:clientId', element: <div data-testid="edit-client-stub" /> },
    ],
    { path },
  );
}

/** The query of the newest list call. */
function lastListQuery(calls: ReturnType<typeof stubFetch>) {
  const listCalls = calls.filter(
    (call) => call.method === 'GET' && call.url.startsWith('/api/clients?'),
  );
  const url = listCalls.at(-1)?.url ?? '';
  return Object.fromEntries(new URLSearchParams(url.split('?')[1]));
}

function findRow(name: string) {
  const rows = screen.getAllByTestId('client-row');
  const row = rows.find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('ClientsPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists the students of the project with age, contact, qualifications and teacher', async () => {
    const calls = stubClientsApi();
    renderPage();

    expect(screen.getByTestId('clients-loading')).toBeInTheDocument();
    await screen.findAllByTestId('client-row');
    expect(lastListQuery(calls)).toEqual({
      workspace_id: '10',
      page: '1',
      pageSize: '20',
      sort: 'child_name',
    });
    const row = findRow('Marko');
    expect(row).toHaveTextContent('5 years');
    expect(row).toHaveTextContent('Olena Koval');
    expect(row).toHaveTextContent('olena@example.com');
    expect(row).toHaveTextContent('Dinosaurs, Space');
    expect(row).toHaveTextContent('Olena Teacher');
    expect(row).toHaveTextContent('2 protocols');
    // Three qualifications show; the other two fold into "+2".
    const badges = within(row).getByTestId('client-qualifications');
    expect(badges).toHaveTextContent('Dyslalia');
    expect(badges).toHaveTextContent('Stuttering');
    expect(badges).toHaveTextContent('ADHD');
    expect(badges).not.toHaveTextContent('Mutism');
    expect(within(row).getByTestId('client-qualifications-more')).toHaveTextContent('+2');
    expect(within(row).getByTestId('client-name')).toHaveAttribute('href', '/edit-client/7');

    const other = findRow('Sofia');
    expect(other).toHaveTextContent('Age not set');
    expect(other).toHaveTextContent('No teacher');
    expect(other).toHaveTextContent('0 protocols');
  });

  it('searches by the typed words after a pause', async () => {
    const calls = stubClientsApi();
    renderPage();
    await screen.findAllByTestId('client-row');

    fireEvent.input(screen.getByTestId('clients-search'), { target: { value: ' olena ' } });

    await waitFor(() => expect(lastListQuery(calls).term).toBe('olena'));
    expect(lastListQuery(calls).page).toBe('1');
  });

  it('filters by qualification, by own students, by archive and sorts by age', async () => {
    const calls = stubClientsApi();
    renderPage();
    await screen.findAllByTestId('client-row');

    fireEvent.click(screen.getByTestId('clients-filter-qualification'));
    fireEvent.click(await screen.findByRole('option', { name: 'Stuttering', hidden: true }));
    await waitFor(() => expect(lastListQuery(calls).qualification).toBe('stuttering'));

    fireEvent.click(screen.getByTestId('clients-filter-mine'));
    await waitFor(() => expect(lastListQuery(calls).teacher_id).toBe('4'));

    fireEvent.click(screen.getByText('Archived'));
    await waitFor(() => expect(lastListQuery(calls).archived).toBe('true'));

    fireEvent.click(screen.getByTestId('clients-sort'));
    fireEvent.click(await screen.findByRole('option', { name: 'Youngest first', hidden: true }));
    await waitFor(() => expect(lastListQuery(calls).sort).toBe('age'));
    expect(lastListQuery(calls)).toMatchObject({
      qualification: 'stuttering',
      teacher_id: '4',
      archived: 'true',
    });
  });

  it('reads its filters and page from the address', async () => {
    const calls = stubClientsApi();
    renderPage('/clients?q=sofia&mine=1&sort=created_at&page=2');
    await screen.findAllByTestId('client-row');

    expect(lastListQuery(calls)).toMatchObject({
      term: 'sofia',
      teacher_id: '4',
      sort: 'created_at',
      page: '2',
    });
    expect(screen.getByTestId('clients-search')).toHaveValue('sofia');
  });

  it('asks before archiving a student and then archives them', async () => {
    const calls = stubClientsApi({
      'POST /api/clients/7/archive': () =>
        jsonResponse(200, { data: { ...marko, is_archived: true } }),
    });
    renderPage();
    await screen.findAllByTestId('client-row');

    fireEvent.click(within(findRow('Marko')).getByTestId('client-menu'));
    fireEvent.click(await screen.findByTestId('client-archive'));
    expect(await screen.findByText('Archive Marko?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('client-archive-confirm'));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      is_archived: true,
    });
    expect(await screen.findByText('Marko moved to the archive')).toBeInTheDocument();
  });

  it('restores an archived student without asking', async () => {
    const archived = { ...marko, is_archived: true };
    const calls = stubClientsApi({
      'GET /api/clients': () => jsonResponse(200, pageOfItems([archived])),
      'POST /api/clients/7/archive': () => jsonResponse(200, { data: marko }),
    });
    renderPage('/clients?archived=1');
    await screen.findAllByTestId('client-row');

    fireEvent.click(within(findRow('Marko')).getByTestId('client-menu'));
    fireEvent.click(await screen.findByTestId('client-restore'));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        workspace_id: 10,
        is_archived: false,
      }),
    );
    expect(await screen.findByText('Marko restored from the archive')).toBeInTheDocument();
  });

  it('offers to add the first student when there is none', async () => {
    stubClientsApi({ 'GET /api/clients': () => jsonResponse(200, pageOfItems([])) });
    renderPage();

    const empty = await screen.findByTestId('clients-empty');
    expect(empty).toHaveTextContent('No students yet');
    fireEvent.click(within(empty).getByTestId('clients-empty-create'));
    expect(await screen.findByTestId('client-form')).toBeInTheDocument();
  });

  it('says when a search finds nobody, without the add button', async () => {
    stubClientsApi({ 'GET /api/clients': () => jsonResponse(200, pageOfItems([])) });
    renderPage('/clients?q=nobody');

    const empty = await screen.findByTestId('clients-empty');
    expect(empty).toHaveTextContent('No students found');
    expect(within(empty).queryByTestId('clients-empty-create')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let isDown = true;
    stubClientsApi({
      'GET /api/clients': () =>
        isDown
          ? jsonResponse(500, { message: 'Server error', code: 'INTERNAL' })
          : jsonResponse(200, pageOfItems([marko])),
    });
    renderPage();

    const alert = await screen.findByTestId('clients-error');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('client-row')).toHaveTextContent('Marko');
  });
});
