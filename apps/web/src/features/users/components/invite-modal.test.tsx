import { notifications, notificationsStore } from '@mantine/notifications';
import { RESPONSE_ERROR_NOTIFICATION_ID, ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildUser } from '../../../../test/users.ts';
import { InviteModal } from './invite-modal.tsx';

const manager = buildUser({
  workspaces: [
    { workspaceId: 10, workspaceTitle: 'Slovo Demo School', roles: [ROLE.manager] },
    { workspaceId: 20, workspaceTitle: 'Second School', roles: [ROLE.teacher] },
    { workspaceId: 30, workspaceTitle: 'Third School', roles: [ROLE.manager, ROLE.author] },
  ],
});

function openInvite() {
  const onClose = vi.fn();
  window.localStorage.setItem('wks', '10');
  renderWithSession(<InviteModal isOpen onClose={onClose} />, manager);
  return onClose;
}

function fillInvite(email: string, roles: number[]) {
  fireEvent.input(screen.getByTestId('invite-email'), { target: { value: email } });
  for (const role of roles) fireEvent.click(screen.getByTestId(`invite-role-${role}`));
  fireEvent.click(screen.getByTestId('invite-submit'));
}

function hasErrorToast(): boolean {
  return notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

describe('InviteModal', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('offers the projects the user manages, the current one first chosen', async () => {
    openInvite();
    const project = await screen.findByTestId('invite-project');
    expect(project).toHaveValue('Slovo Demo School');
    fireEvent.click(project);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Slovo Demo School', 'Third School']);
  });

  it('checks the e-mail and asks for at least one role before sending', async () => {
    const calls = stubFetch({});
    openInvite();
    fillInvite('', []);
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the invitation in the interface language and confirms it', async () => {
    const calls = stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(200, { data: { userId: 40, status: 'invited' } }),
    });
    const onClose = openInvite();
    fillInvite('  New.Teacher@Example.com ', [ROLE.teacher, ROLE.moderator]);

    expect(await screen.findByText('Invitation sent to new.teacher@example.com')).toBeVisible();
    expect(calls[0]?.body).toEqual({
      email: 'new.teacher@example.com',
      workspace_id: 10,
      roles: [ROLE.moderator, ROLE.teacher],
      lang: 'en',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows USER_EXISTS under the e-mail field instead of a notification', async () => {
    stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(409, {
          message: 'User olena@example.com already exists',
          code: 'USER_EXISTS',
        }),
    });
    const onClose = openInvite();
    fillInvite('olena@example.com', [ROLE.teacher]);

    const message = await screen.findByText('User olena@example.com already exists');
    const email = screen.getByTestId('invite-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(hasErrorToast()).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before inviting an existing account (ACCOUNT_EXISTS), then asks its owner to join', async () => {
    const calls = stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(409, {
          message:
            'An account for ivan@example.com already exists. Ask its owner to join the project?',
          code: 'ACCOUNT_EXISTS',
        }),
      'POST /api/invitations/invite/existing-user': () =>
        jsonResponse(200, { data: { userId: 41, status: 'awaiting_acceptance' } }),
    });
    const onClose = openInvite();
    fillInvite('ivan@example.com', [ROLE.author]);

    const step = await screen.findByTestId('invite-existing');
    expect(step).toHaveTextContent(
      'An account for ivan@example.com already exists. Ask its owner to join the project?',
    );
    expect(hasErrorToast()).toBe(false);
    fireEvent.click(screen.getByTestId('invite-existing-confirm'));

    expect(
      await screen.findByText(
        'We asked ivan@example.com to join the project; they appear as invited until they accept',
      ),
    ).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/invitations/invite',
      '/api/invitations/invite/existing-user',
    ]);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back from the existing-account step to the filled form', async () => {
    stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(409, { message: 'An account exists', code: 'ACCOUNT_EXISTS' }),
    });
    openInvite();
    fillInvite('ivan@example.com', [ROLE.author]);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('invite-email')).toHaveValue('ivan@example.com'));
    expect(screen.getByTestId(`invite-role-${ROLE.author}`)).toBeChecked();
  });
});
