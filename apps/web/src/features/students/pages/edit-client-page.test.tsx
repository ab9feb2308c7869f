import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildPlan, interests, staff, teacher } from '../test-fixtures.ts';
import { EditClientPage } from './edit-client-page.tsx';

const marko = buildClient({ id: 7, child_name: 'Marko', age: 6 });
const firstPlan = buildPlan({ id: 21, protocol_id: 5, number: 1, status: 'filled' });
const secondPlan = buildPlan({
  id: 22,
  protocol_id: 5,
  number: 2,
  status: 'pending',
  deadline: '2026-03-10T12:00:00.000Z',
  filled_at: null,
  lessons_prepared: 0,
  lessons_finished: 0,
  created_at: '2026-02-20T09:00:00.000Z',
});

type Handlers = Parameters<typeof stubFetch>[0];

function stubClientApi(extra: Handlers = {}) {
  return stubFetch({
    'GET /api/clients/7': () => jsonResponse(200, { data: marko }),
    'GET /api/get-plans': () => jsonResponse(200, { data: [firstPlan, secondPlan] }),
    'GET /api/clients/staff': () => jsonResponse(200, { data: staff }),
    'GET /api/themes': () => jsonResponse(200, { data: interests }),
    ...extra,
  });
}

function renderPage(path = '/edit-client/7') {
  return renderRoutes(
    [
      {
        path: '/edit-client/:clientId',
        element: (
          <SessionProvider user={teacher}>
            <EditClientPage />
          </SessionProvider>
        ),
      },
    ],
    { path },
  );
}

describe('EditClientPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows the student in the form with their plans, newest first', async () => {
    const calls = stubClientApi();
    renderPage();

    expect(screen.getByTestId('client-loading')).toBeInTheDocument();
    const page = await screen.findByTestId('edit-client-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Marko');
    expect(page).toHaveTextContent('6 years · parent: Olena Koval');
    expect(screen.getByTestId('client-field-child_name')).toHaveValue('Marko');
    expect(calls[0]?.url).toBe('/api/clients/7?workspace_id=10');

    const plans = await screen.findAllByTestId('client-plan');
    expect(plans.map((plan) => plan.dataset.planId)).toEqual(['22', '21']);
    expect(plans[0]).toHaveTextContent('Plan 2');
    expect(plans[0]).toHaveTextContent('To be filled');
    expect(plans[0]).toHaveTextContent('Fill by 10 March 2026');
    expect(plans[1]).toHaveTextContent('Filled on 20 January 2026');
    expect(plans[1]).toHaveTextContent('Lessons: 4 prepared, 2 finished of 10');
    expect(plans[1]).toHaveAttribute('href', '/edit-protocol/5');
    expect(calls.some((call) => call.url === '/api/get-plans?workspace_id=10&client_id=7')).toBe(
      true,
    );
    expect(screen.getByTestId('client-new-protocol')).toHaveAttribute(
      'href',
      '/create-protocol?client_id=7',
    );
    expect(screen.getByTestId('client-correction-path-link')).toHaveAttribute(
      'href',
      '/correction-path/7',
    );
  });

  it('saves the changed student with PUT', async () => {
    const calls = stubClientApi({
      'PUT /api/clients/7': ({ body }) =>
        jsonResponse(200, { data: { ...marko, ...(body as object), child_name: 'Marko K.' } }),
    });
    renderPage();

    fireEvent.input(await screen.findByTestId('client-field-child_name'), {
      target: { value: 'Marko K.' },
    });
    fireEvent.click(screen.getByTestId('client-save'));

    expect(await screen.findByText('Student Marko K. saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/clients/7');
    expect(put?.body).toMatchObject({ workspace_id: 10, child_name: 'Marko K.', teacher_id: 4 });
  });

  it('archives the student after asking, then offers to restore them', async () => {
    const calls = stubClientApi({
      'POST /api/clients/7/archive': () =>
        jsonResponse(200, { data: { ...marko, is_archived: true } }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('client-archive'));
    fireEvent.click(await screen.findByTestId('client-archive-confirm'));

    expect(await screen.findByTestId('client-archived-note')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      is_archived: true,
    });
    expect(screen.getByTestId('client-restore')).toBeInTheDocument();
    expect(screen.getByTestId('client-new-protocol')).toHaveAttribute('data-disabled', 'true');
  });

  it('invites to create the first protocol when the student has none', async () => {
    stubClientApi({ 'GET /api/get-plans': () => jsonResponse(200, { data: [] }) });
    renderPage();

    expect(await screen.findByTestId('client-plans-empty')).toHaveTextContent('No protocols yet');
  });

  it('shows the not-found state for a student the server does not know', async () => {
    stubClientApi({
      'GET /api/clients/7': () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage();

    expect(await screen.findByTestId('client-not-found')).toHaveTextContent('Student not found');
    // Shown in place of the page: no notification repeats it.
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('shows the not-found state for a malformed id without asking the server', async () => {
    const calls = stubClientApi();
    renderPage('/edit-client/abc');

    expect(await screen.findByTestId('client-not-found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the student cannot be loaded', async () => {
    stubClientApi({
      'GET /api/clients/7': () => jsonResponse(500, { message: 'Server error', code: 'INTERNAL' }),
    });
    renderPage();

    expect(await screen.findByTestId('client-error')).toBeInTheDocument();
  });
});
