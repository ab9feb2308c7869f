import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { pageOfItems, teacherUser } from '../../../../test/users.ts';
import { buildPlanSummary, buildProtocol, buildProtocolSummary } from '../test-fixtures.ts';
import { ProtocolsPage } from './protocols-page.tsx';

const marko = buildProtocolSummary({
  id: 1,
  current_plan: buildPlanSummary({
    protocol_id: 1,
    number: 2,
    status: 'pending',
    deadline: '2026-03-20T10:00:00.000Z',
    lessons_prepared: 3,
    lessons_finished: 1,
  }),
});
const sofia = buildProtocolSummary({
  id: 2,
  client: { id: 8, child_name: 'Sofia' },
  title: 'Stuttering',
  teacher: null,
  current_plan: buildPlanSummary({
    id: 200,
    protocol_id: 2,
    status: 'expired',
    deadline: '2026-03-01T10:00:00.000Z',
  }),
});
const ivan = buildProtocolSummary({
  id: 3,
  client: { id: 9, child_name: 'Ivan' },
  current_plan: buildPlanSummary({
    id: 300,
    protocol_id: 3,
    status: 'filled',
    filled_at: '2026-03-05T10:00:00.000Z',
  }),
});

const templates = [
  {
    id: 3,
    workspace_id: 10,
    title: 'Dyslalia, first course',
    description: 'Sounds',
    block_count: 2,
    protocol_count: 1,
    updated_at: '2026-01-01T10:00:00.000Z',
  },
];
const clients = [
  buildClient({ id: 7, child_name: 'Marko' }),
  buildClient({ id: 8, child_name: 'Sofia' }),
];

function stubProtocolsApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/protocols': () => jsonResponse(200, pageOfItems([marko, sofia, ivan])),
    'GET /api/templates': () => jsonResponse(200, pageOfItems(templates)),
    'GET /api/clients': () => jsonResponse(200, pageOfItems(clients)),
    ...extra,
  });
}

function renderPage(path = '/create-protocol') {
  return renderWithSession(<ProtocolsPage />, teacherUser, { path });
}

function listCalls(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/protocols?'));
}

describe('ProtocolsPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('lists protocols with their current plan, lessons and therapist', async () => {
    stubProtocolsApi();
    renderPage();

    const rows = await screen.findAllByTestId('protocol-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Marko');
    expect(first).toHaveTextContent('Dyslalia, first course');
    expect(first).toHaveTextContent('Plan 2');
    expect(first).toHaveTextContent('Needs filling');
    expect(first).toHaveTextContent('until 20 March 2026');
    expect(first).toHaveTextContent('prepared 3 of 10');
    expect(first).toHaveTextContent('finished 1 of 10');
    expect(first).toHaveTextContent('Olena Teacher');
    expect(within(second).getByTestId('protocol-row-status')).toHaveAttribute(
      'data-status',
      'expired',
    );
    expect(second).toHaveTextContent('deadline was 1 March 2026');
    expect(second).toHaveTextContent('Not assigned');
    expect(third).toHaveTextContent('Filled');
    expect(third).toHaveTextContent('on 5 March 2026');
  });

  it('opens a protocol from its row', async () => {
    stubProtocolsApi();
    const { router } = renderPage();

    fireEvent.click((await screen.findAllByTestId('protocol-row'))[1] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-protocol/2'));
  });

  it('reads the plan filter from the address and keeps a new choice there', async () => {
    const calls = stubProtocolsApi();
    const { router } = renderPage('/create-protocol?status=expired');

    await screen.findAllByTestId('protocol-row');
    expect(listCalls(calls)[0]?.url).toContain('status=expired');
    const filter = screen.getByTestId('plan-filter');
    expect(within(filter).getByRole('radio', { name: 'Expired' })).toBeChecked();

    fireEvent.click(within(filter).getByRole('radio', { name: 'To be filled' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('status=pending'));

    fireEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(listCalls(calls).at(-1)?.url).toContain('status=all');
  });

  it('explains an empty filter and offers to show every protocol', async () => {
    stubProtocolsApi({ 'GET /api/protocols': () => jsonResponse(200, pageOfItems([])) });
    const { router } = renderPage('/create-protocol?status=filled');

    const empty = await screen.findByTestId('protocols-empty');
    expect(empty).toHaveTextContent('No filled plans yet');
    fireEvent.click(within(empty).getByRole('button', { name: 'Show all protocols' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers to create the first protocol when there is none', async () => {
    stubProtocolsApi({ 'GET /api/protocols': () => jsonResponse(200, pageOfItems([])) });
    renderPage();

    const empty = await screen.findByTestId('protocols-empty');
    fireEvent.click(within(empty).getByRole('button', { name: 'New protocol' }));
    expect(await screen.findByTestId('protocol-form')).toBeInTheDocument();
  });

  it('shows skeletons while loading and a retry when the list fails', async () => {
    let isFailing = true;
    stubProtocolsApi({
      'GET /api/protocols': () =>
        isFailing
          ? jsonResponse(500, { message: 'Server error', code: 'INTERNAL' })
          : jsonResponse(200, pageOfItems([marko])),
    });
    renderPage();

    expect(screen.getByTestId('protocols-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('protocols-error');
    isFailing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('protocol-row')).toHaveLength(1);
  });

  it('creates a protocol for the chosen student and template, then opens it', async () => {
    const calls = stubProtocolsApi({
      'POST /api/protocols': () =>
        jsonResponse(200, {
          data: buildProtocol({ id: 42, client: { id: 8, child_name: 'Sofia' } }),
        }),
    });
    const { router } = renderPage();

    fireEvent.click(await screen.findByTestId('protocol-create'));
    const form = await screen.findByTestId('protocol-form');
    // Nothing chosen: both selects say so, nothing is sent.
    fireEvent.click(within(form).getByTestId('protocol-form-submit'));
    expect(await within(form).findByText('Choose a student')).toBeInTheDocument();
    expect(within(form).getByText('Choose a template')).toBeInTheDocument();

    const student = within(form).getByTestId('protocol-form-student');
    fireEvent.input(student, { target: { value: 'Sof' } });
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.includes('/api/clients?') && call.url.includes('term=Sof')),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Sofia', hidden: true }));
    fireEvent.click(within(form).getByTestId('protocol-form-template'));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Dyslalia, first course', hidden: true }),
    );
    fireEvent.click(within(form).getByTestId('protocol-form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-protocol/42'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ workspace_id: 10, client_id: 8, template_id: 3 });
    expect(await screen.findByText('Protocol for Sofia created: fill plan 1')).toBeInTheDocument();
  });

  it('opens the form with the student of ?client_id= chosen', async () => {
    const calls = stubProtocolsApi({
      'GET /api/clients/9': () =>
        jsonResponse(200, { data: buildClient({ id: 9, child_name: 'Ivan' }) }),
      'POST /api/protocols': () => jsonResponse(200, { data: buildProtocol({ id: 43 }) }),
    });
    const { router } = renderPage('/create-protocol?client_id=9');

    const form = await screen.findByTestId('protocol-form');
    await waitFor(() =>
      expect(within(form).getByTestId('protocol-form-student')).toHaveValue('Ivan'),
    );
    fireEvent.click(within(form).getByTestId('protocol-form-template'));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Dyslalia, first course', hidden: true }),
    );
    fireEvent.click(within(form).getByTestId('protocol-form-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-protocol/43'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      client_id: 9,
      template_id: 3,
    });
  });

  it('forgets ?client_id= once the form is closed', async () => {
    stubProtocolsApi({
      'GET /api/clients/9': () =>
        jsonResponse(200, { data: buildClient({ id: 9, child_name: 'Ivan' }) }),
    });
    const { router } = renderPage('/create-protocol?status=pending&client_id=9');

    const form = await screen.findByTestId('protocol-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });
});
