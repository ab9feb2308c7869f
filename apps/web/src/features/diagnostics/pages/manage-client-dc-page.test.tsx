import { notifications } from '@mantine/notifications';
import {
  type DiagnosticCard,
  type DiagnosticTemplateVersion,
  ROLE,
  STORAGE_KEYS,
} from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildUser, teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { ManageClientDcPage } from './manage-client-dc-page.tsx';

const diagnostician = buildUser({
  id: 6,
  name: 'Dana Diagnostician',
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.diagnostician] },
  ],
});

const version: DiagnosticTemplateVersion = {
  id: 12,
  template_id: 5,
  workspace_id: 10,
  number: 2,
  title: 'Sound examination',
  description: '',
  created_at: '2026-01-01T00:00:00Z',
  blocks: [
    {
      key: 'sounds',
      kind: 'questions',
      title: 'Sounds',
      description: '',
      questions: [
        { key: 'story', text: 'Tell a story', is_required: true, type: 'short_answer' },
        { key: 'notes', text: 'Notes', is_required: false, type: 'large_answer' },
      ],
    },
  ],
};

const card: DiagnosticCard = {
  id: 7,
  workspace_id: 10,
  client_id: 3,
  template_id: 5,
  template_version_id: 12,
  template_version: 2,
  template_title: 'Sound examination',
  status: 'draft',
  diagnostic_date: '2026-03-02',
  revision: 3,
  created_by: { id: 6, name: 'Dana Diagnostician' },
  sent_at: null,
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  client_info: {
    child_name: 'Marko',
    client_name: 'Olena',
    birth_date: '2019-05-14',
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
  empty_required: ['story'],
  can_edit: true,
  next_statuses: ['sent'],
};

/** Autosave waits for a pause in typing; a save is looked for a little longer than that. */
const AFTER_PAUSE = { timeout: 5000 };

function renderCard(user = diagnostician) {
  return renderRoutes(
    [
      {
        path: '/manage-client-dc/:cardId',
        element: (
          <SessionProvider user={user}>
            <ManageClientDcPage />
          </SessionProvider>
        ),
      },
    ],
    { path: '/manage-client-dc/7' },
  );
}

function stubCard(current: DiagnosticCard, extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/clients/diagnostic-cards/7': () => jsonResponse(200, { data: current }),
    'GET /api/diagnostic-card-templates/5/versions/12': () => jsonResponse(200, { data: version }),
    ...extra,
  });
}

const writes = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.method !== 'GET');

const storedDrafts = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.diagnosticCardDrafts) ?? '[]') as unknown[];

describe('Filling a diagnostic card', () => {
  beforeEach(async () => {
    notifications.clean();
    window.localStorage.clear();
    await setUpI18n('en');
  });

  it('saves a draft by itself after a pause, keeping the edit in the browser until then', async () => {
    const calls = stubCard(card, {
      'PUT /api/clients/diagnostic-cards/7': (call) =>
        jsonResponse(200, { data: { ...card, ...(call.body as object), revision: 4 } }),
    });
    renderCard();
    fireEvent.input(await screen.findByTestId('card-parent-request'), {
      target: { value: 'Clear R sound' },
    });
    expect(screen.getByTestId('card-save-state')).toHaveAttribute('data-state', 'pending');
    expect(storedDrafts()).toHaveLength(1);

    await waitFor(
      () => expect(screen.getByTestId('card-save-state')).toHaveTextContent(/^Saved at/),
      AFTER_PAUSE,
    );
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.body).toMatchObject({
      workspace_id: 10,
      revision: 3,
      parent_request: 'Clear R sound',
      allow_required_empty: true,
    });
    // The server has it: nothing of the child's card stays in the browser.
    expect(storedDrafts()).toEqual([]);
  });

  it('brings back edits a closed tab did not save and saves them', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.diagnosticCardDrafts,
      JSON.stringify([
        {
          userId: 6,
          cardId: 7,
          revision: 3,
          content: { ...card, parent_request: 'Typed before the tab closed' },
        },
      ]),
    );
    const calls = stubCard(card, {
      'PUT /api/clients/diagnostic-cards/7': (call) =>
        jsonResponse(200, { data: { ...card, ...(call.body as object), revision: 4 } }),
    });
    renderCard();
    expect(await screen.findByTestId('card-parent-request')).toHaveValue(
      'Typed before the tab closed',
    );
    await waitFor(() => expect(writes(calls)).toHaveLength(1), AFTER_PAUSE);
    expect(writes(calls)[0]?.body).toMatchObject({ parent_request: 'Typed before the tab closed' });
    // Only the content's fields go back, whatever else the browser kept.
    expect(writes(calls)[0]?.body).not.toHaveProperty('status');
  });

  it('stops at a save made elsewhere, keeps my edits, and puts them on top when I choose', async () => {
    let current = card;
    const calls = stubCard(card, {
      'GET /api/clients/diagnostic-cards/7': () => jsonResponse(200, { data: current }),
      'PUT /api/clients/diagnostic-cards/7': (call) => {
        const body = call.body as { revision: number };
        if (body.revision !== current.revision) {
          return jsonResponse(409, { message: 'Changed', code: 'DIAGNOSTIC_CARD_CHANGED' });
        }
        current = { ...current, ...(call.body as object), revision: current.revision + 1 };
        return jsonResponse(200, { data: current });
      },
    });
    renderCard();
    const request = await screen.findByTestId('card-parent-request');
    // A colleague saves the card first.
    current = { ...card, revision: 4, recommended_program: 'Their program' };
    fireEvent.input(request, { target: { value: 'Mine' } });

    expect(await screen.findByTestId('card-conflict', {}, AFTER_PAUSE)).toHaveTextContent(
      'Someone else changed this card',
    );
    expect(request).toHaveValue('Mine');
    expect(storedDrafts()).toHaveLength(1);

    fireEvent.click(screen.getByTestId('card-keep-mine'));
    await waitFor(
      () => expect(screen.getByTestId('card-save-state')).toHaveAttribute('data-state', 'saved'),
      AFTER_PAUSE,
    );
    expect(writes(calls).at(-1)?.body).toMatchObject({ revision: 4, parent_request: 'Mine' });
    expect(screen.queryByTestId('card-conflict')).not.toBeInTheDocument();
  });

  it('asks before sending with a required answer empty: save anyway, or pass it on as it is', async () => {
    const calls = stubCard(card, {
      'PUT /api/clients/diagnostic-cards/7': (call) =>
        jsonResponse(200, { data: { ...card, ...(call.body as object), revision: 4 } }),
      'POST /api/clients/diagnostic-cards/send': (call) => {
        const body = call.body as { allow_required_empty: boolean };
        if (!body.allow_required_empty) {
          return jsonResponse(422, {
            message: '1 required question is not answered',
            code: 'DIAGNOSTIC_CARD_REQUIRED_EMPTY',
            details: { questions: ['story'] },
          });
        }
        const sent = {
          ...card,
          revision: 5,
          status: 'sent',
          can_edit: false,
          next_statuses: [],
          therapist_notice: 'told',
        };
        return jsonResponse(200, { data: { ...sent, sent_at: '2026-03-02T10:00:00Z' } });
      },
    });
    renderCard();
    fireEvent.click(await screen.findByTestId('card-send'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 required question has no answer');
    expect(screen.getByTestId('preview-question-story')).toHaveAttribute('data-missing', 'true');

    fireEvent.click(within(dialog).getByTestId('card-save-anyway'));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toMatchObject({
        method: 'PUT',
        body: { allow_required_empty: true },
      }),
    );

    fireEvent.click(screen.getByTestId('card-send'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('card-pass-on'));
    expect(await screen.findByTestId('card-read-only')).toHaveTextContent(
      'Sent to the therapist on',
    );
    expect(writes(calls).at(-1)).toMatchObject({
      url: '/api/clients/diagnostic-cards/send',
      body: { card_id: 7, allow_required_empty: true },
    });
    expect(screen.getByTestId('card-parent-request')).toBeDisabled();
  });

  it('lets the therapist read a received card and move its status', async () => {
    const received: DiagnosticCard = {
      ...card,
      status: 'sent',
      sent_at: '2026-03-02T10:00:00Z',
      can_edit: false,
      next_statuses: ['ready_to_work', 'further_exam_start', 'further_exam_during'],
    };
    const calls = stubCard(received, {
      'POST /api/clients/diagnostic-cards/7/status': (call) =>
        jsonResponse(200, {
          data: { ...received, status: (call.body as { status: string }).status, revision: 4 },
        }),
    });
    renderCard(teacherUser);
    expect(await screen.findByTestId('card-child-name')).toBeDisabled();
    expect(screen.queryByTestId('card-send')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('card-status-menu'));
    fireEvent.click(await screen.findByTestId('card-status-ready_to_work'));
    await waitFor(() =>
      expect(screen.getByTestId('card-status')).toHaveAttribute('data-status', 'ready_to_work'),
    );
    expect(writes(calls)).toEqual([
      expect.objectContaining({ body: { workspace_id: 10, status: 'ready_to_work' } }),
    ]);
  });
});
