import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildClient } from '../../../../test/students.ts';
import { pageOfItems, teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildLesson, buildPlan, buildPlanSummary, buildProtocol } from '../test-fixtures.ts';
import { ProtocolPage } from './protocol-page.tsx';

const planOne = buildPlanSummary({
  id: 100,
  number: 1,
  status: 'filled',
  filled_at: '2026-02-01T10:00:00.000Z',
  lessons_prepared: 10,
  lessons_finished: 10,
});
const planTwo = buildPlanSummary({
  id: 101,
  number: 2,
  status: 'pending',
  deadline: '2026-03-20T10:00:00.000Z',
  lead_therapist: { id: 4, name: 'Olena Teacher' },
});
const protocol = buildProtocol({
  id: 1,
  plans: [planOne, planTwo],
  share_url: 'http://localhost:5203/view-protocol-plan/AAAAAAAAAAAAAAAAAAAAAA',
});

const lessons = [
  buildLesson({ id: 902, number: 2, plan_id: 101 }),
  buildLesson({
    id: 901,
    number: 1,
    plan_id: 101,
    title: 'Sound R warm-up',
    prepared_at: '2026-03-14T10:00:00.000Z',
    item_count: 3,
    scheduled_at: '2026-03-16T15:00:00.000Z',
  }),
];

type Handlers = Parameters<typeof stubFetch>[0];

function stubProtocolApi(extra: Handlers = {}) {
  return stubFetch({
    'GET /api/protocols/1': () => jsonResponse(200, { data: protocol }),
    'GET /api/show-plan/101': () => jsonResponse(200, { data: buildPlan({ ...planTwo, id: 101 }) }),
    'GET /api/show-plan/100': () =>
      jsonResponse(200, {
        data: buildPlan({
          ...planOne,
          blocks: buildPlan().blocks.map((block) => ({
            ...block,
            category_ids: [block.categories[0]?.category_id ?? 0],
          })),
        }),
      }),
    'GET /api/lessons': () => jsonResponse(200, pageOfItems(lessons)),
    'GET /api/clients/7': () =>
      jsonResponse(200, { data: buildClient({ id: 7, child_name: 'Marko', contact_email: '' }) }),
    ...extra,
  });
}

function renderPage(path = '/edit-protocol/1') {
  return renderRoutes(
    [
      {
        path: '/edit-protocol/:protocolId',
        element: (
          <SessionProvider user={teacherUser}>
            <ProtocolPage />
          </SessionProvider>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { path },
  );
}

function writes(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe('ProtocolPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows the newest plan with its facts, blocks and lessons', async () => {
    const calls = stubProtocolApi();
    renderPage();

    const page = await screen.findByTestId('protocol-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Marko');
    expect(page).toHaveTextContent('Dyslalia, first course');
    expect(screen.getByTestId('plan-tab-2')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Needs filling');
    expect(screen.getByTestId('plan-facts')).toHaveTextContent('20 March 2026');
    expect(screen.getByTestId('plan-facts')).toHaveTextContent('Olena Teacher');
    // Monthly intermediate sessions: the next is due a month after the plan began.
    expect(screen.getByTestId('plan-facts')).toHaveTextContent('Intermediate session13 April 2026');

    const blocks = await screen.findAllByTestId('plan-block');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveTextContent('1. Articulation warm-up');
    expect(blocks[0]).toHaveTextContent('Two or three static and dynamic exercises.');
    expect(blocks[0]).toHaveTextContent('1–3 presentations per lesson');
    expect(blocks[0]).toHaveTextContent('For parents: Playful tongue exercises');
    expect(blocks[0]).toHaveTextContent('Indications: Weak tongue muscles');
    expect(within(blocks[0] as HTMLElement).getByLabelText('Folder')).toBeInTheDocument();
    expect(within(blocks[0] as HTMLElement).getByLabelText('Category')).toBeInTheDocument();

    const rows = await screen.findAllByTestId('plan-lesson');
    expect(rows.map((row) => row.getAttribute('data-lesson-id'))).toEqual(['901', '902']);
    expect(rows[0]).toHaveTextContent('Sound R warm-up');
    expect(rows[0]).toHaveTextContent('Prepared');
    expect(rows[0]).toHaveTextContent('3 presentations');
    expect(rows[0]).toHaveAttribute('href', '/edit-lesson/901');
    expect(rows[1]).toHaveTextContent('Lesson 2');
    expect(rows[1]).toHaveTextContent('Not prepared');
    expect(rows[1]).toHaveTextContent('Not scheduled');
    expect(screen.getByTestId('plan-lessons-hint')).toHaveTextContent(
      'Lessons can be prepared once the plan is filled.',
    );
    expect(
      calls.some((call) => call.url.includes('/api/lessons?') && call.url.includes('plan_id=101')),
    ).toBe(true);
  });

  it('opens an older plan from the address', async () => {
    stubProtocolApi();
    renderPage('/edit-protocol/1?plan=1');

    expect(await screen.findByTestId('plan-tab-1')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Filled');
    const blocks = await screen.findAllByTestId('plan-block');
    expect(within(blocks[0] as HTMLElement).getByTestId('plan-category-31')).toBeChecked();
    expect(screen.queryByTestId('plan-lessons-hint')).not.toBeInTheDocument();
  });

  it('outlines the empty blocks in red with the server message on top', async () => {
    const message = 'Every block needs at least one folder. Empty blocks: «Sound R»';
    const calls = stubProtocolApi({
      'PUT /api/show-plan/101': () =>
        jsonResponse(422, { message, code: 'PLAN_BLOCKS_EMPTY', details: { blocks: [502] } }),
    });
    renderPage();

    const blocks = await screen.findAllByTestId('plan-block');
    fireEvent.click(within(blocks[0] as HTMLElement).getByTestId('plan-category-31'));
    fireEvent.click(screen.getByTestId('plan-save'));

    const alert = await screen.findByTestId('plan-form-error');
    expect(alert).toHaveTextContent(message);
    // Shown once, on the form: no red toast repeating it.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(blocks[1]).toHaveAttribute('data-invalid', 'true');
    expect(blocks[0]).not.toHaveAttribute('data-invalid');
    expect(writes(calls)[0]?.body).toEqual({
      workspace_id: 10,
      blocks: [
        { id: 501, category_ids: [31] },
        { id: 502, category_ids: [] },
      ],
    });

    // Choosing a folder there clears the mark and the message.
    fireEvent.click(within(blocks[1] as HTMLElement).getByTestId('plan-category-41'));
    await waitFor(() => expect(blocks[1]).not.toHaveAttribute('data-invalid'));
    expect(screen.queryByTestId('plan-form-error')).not.toBeInTheDocument();
  });

  it('selects every folder of a block at once and fills the plan', async () => {
    const filled = buildPlan({
      ...planTwo,
      status: 'filled',
      filled_at: '2026-03-14T10:00:00.000Z',
    });
    const calls = stubProtocolApi({
      'PUT /api/show-plan/101': () => jsonResponse(200, { data: filled }),
    });
    renderPage();

    const blocks = await screen.findAllByTestId('plan-block');
    const first = blocks[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId('plan-block-select-all'));
    expect(within(first).getByTestId('plan-category-31')).toBeChecked();
    expect(within(first).getByTestId('plan-category-32')).toBeChecked();
    expect(first).toHaveTextContent('Select all (2 of 2)');
    fireEvent.click(within(blocks[1] as HTMLElement).getByTestId('plan-block-select-all'));
    fireEvent.click(screen.getByTestId('plan-save'));

    expect(
      await screen.findByText('Plan 2 is filled: its lessons can be prepared'),
    ).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toEqual({
      workspace_id: 10,
      blocks: [
        { id: 501, category_ids: [31, 32] },
        { id: 502, category_ids: [41] },
      ],
    });
  });

  it('copies, renews and turns off the parent link', async () => {
    const renewed = {
      ...protocol,
      share_url: 'http://localhost:5203/view-protocol-plan/BBBBBBBBBBBBBBBBBBBBBB',
    };
    // The server keeps the link: a refetch after the change answers with it.
    let current = protocol;
    const calls = stubProtocolApi({
      'GET /api/protocols/1': () => jsonResponse(200, { data: current }),
      'POST /api/protocols/1/share/rotate': () => {
        current = renewed;
        return jsonResponse(200, { data: current });
      },
      'POST /api/protocols/1/share/revoke': () => {
        current = { ...protocol, share_url: null };
        return jsonResponse(200, { data: current });
      },
    });
    renderPage();

    const card = await screen.findByTestId('share-link');
    expect(within(card).getByTestId('share-link-url')).toHaveValue(protocol.share_url);
    expect(within(card).getByTestId('share-link-copy')).toBeInTheDocument();

    fireEvent.click(within(card).getByTestId('share-link-rotate'));
    expect(
      await screen.findByText(
        'The current link stops working: parents who have it will need the new one.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('share-link-rotate-confirm'));
    await waitFor(() =>
      expect(within(card).getByTestId('share-link-url')).toHaveValue(renewed.share_url),
    );
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/protocols/1/share/rotate',
      body: { workspace_id: 10 },
    });

    fireEvent.click(within(card).getByTestId('share-link-revoke'));
    fireEvent.click(await screen.findByTestId('share-link-revoke-confirm'));
    expect(await within(card).findByTestId('share-link-none')).toBeInTheDocument();
    expect(writes(calls)[1]?.url).toBe('/api/protocols/1/share/revoke');
    expect(within(card).getByTestId('share-link-create')).toBeInTheDocument();
  });

  it('asks for an e-mail when the student has none, then sends the plan', async () => {
    let isFirst = true;
    const calls = stubProtocolApi({
      'POST /api/send-plan': () => {
        if (isFirst) {
          isFirst = false;
          return jsonResponse(422, {
            message: "Add the client's e-mail to send the plan",
            code: 'NO_CONTACT_EMAIL',
          });
        }
        return jsonResponse(200, { data: { sent_to: 'mama@example.com' } });
      },
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('send-plan'));
    const form = await screen.findByTestId('send-plan-form');
    expect(
      await within(form).findByText('The student has no contact e-mail: enter one'),
    ).toBeInTheDocument();
    fireEvent.click(within(form).getByTestId('send-plan-submit'));
    expect(
      await within(form).findByText("Add the client's e-mail to send the plan"),
    ).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toEqual({ workspace_id: 10, protocol_id: 1 });

    fireEvent.input(within(form).getByTestId('send-plan-email'), {
      target: { value: 'mama@example.com' },
    });
    fireEvent.click(within(form).getByTestId('send-plan-submit'));

    expect(await screen.findByText('Sent to mama@example.com')).toBeInTheDocument();
    expect(writes(calls)[1]?.body).toEqual({
      workspace_id: 10,
      protocol_id: 1,
      email: 'mama@example.com',
    });
  });

  it('starts the next plan after confirming and shows it', async () => {
    const planThree = buildPlanSummary({ id: 102, number: 3 });
    let current = protocol;
    const calls = stubProtocolApi({
      'GET /api/protocols/1': () => jsonResponse(200, { data: current }),
      'POST /api/protocols/1/plans': () => {
        current = { ...protocol, plans: [planOne, planTwo, planThree] };
        return jsonResponse(200, { data: current });
      },
      'GET /api/show-plan/102': () => jsonResponse(200, { data: buildPlan({ ...planThree }) }),
    });
    const { router } = renderPage('/edit-protocol/1?plan=1');

    fireEvent.click(await screen.findByTestId('plan-next'));
    expect(await screen.findByText('Start plan 3?')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Intermediate sessions are monthly. The new plan starts with the folders chosen in plan 2 and ten new lessons.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('plan-next-confirm'));

    expect(await screen.findByText('Plan 3 started: check and fill it')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('plan-tab-3')).toHaveAttribute('aria-selected', 'true'),
    );
    expect(router.state.location.search).toBe('');
    expect(writes(calls)[0]?.body).toEqual({ workspace_id: 10 });
  });

  it('deletes the protocol after confirming and goes back to the list', async () => {
    const calls = stubProtocolApi({
      'DELETE /api/protocols/1': () => jsonResponse(200, { data: { ok: true } }),
    });
    const { router } = renderPage();

    fireEvent.click(await screen.findByTestId('protocol-menu'));
    fireEvent.click(await screen.findByTestId('protocol-delete'));
    expect(
      await screen.findByText(
        'Its 2 plans and their lessons are deleted too, and the parent link stops working. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('protocol-delete-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-protocol'));
    expect(writes(calls)[0]?.url).toBe('/api/protocols/1?workspace_id=10');
    expect(await screen.findByText('The protocol of Marko is deleted')).toBeInTheDocument();
    // Nothing of the deleted protocol is fetched again (it would fail with a red toast).
    const afterDelete = calls.slice(calls.indexOf(writes(calls)[0] as (typeof calls)[number]) + 1);
    expect(afterDelete.filter((call) => call.url.includes('/api/protocols/1'))).toEqual([]);
    expect(afterDelete.filter((call) => call.url.includes('/api/show-plan/'))).toEqual([]);
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('says when the protocol does not exist', async () => {
    stubFetch({});
    renderPage('/edit-protocol/77');

    expect(await screen.findByTestId('protocol-missing')).toHaveTextContent('Protocol not found');
  });

  it('shows a skeleton while loading and a retry when loading fails', async () => {
    let isFailing = true;
    stubProtocolApi({
      'GET /api/protocols/1': () =>
        isFailing
          ? jsonResponse(500, { message: 'Server error', code: 'INTERNAL' })
          : jsonResponse(200, { data: protocol }),
    });
    renderPage();

    expect(screen.getByTestId('protocol-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('protocol-error');
    isFailing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('protocol-page')).toBeInTheDocument();
  });
});
