import { ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildProjectUser, managerUser, pageOfItems } from '../../../../test/users.ts';
import { UsersPage } from './users-page.tsx';

const olena = buildProjectUser();
const petro = buildProjectUser({
  id: 32,
  name: 'Petro Author',
  email: 'petro@example.com',
  roles: [ROLE.author, ROLE.moderator],
  state: 'invited',
});

function listQueries(calls: { method: string; url: string }[]): URLSearchParams[] {
  return calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/users?'))
    .map((call) => new URLSearchParams(call.url.split('?')[1]));
}

describe('UsersPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('lists the project users as the API returns them', async () => {
    stubFetch({ 'GET /api/users': () => jsonResponse(200, pageOfItems([olena, petro])) });
    renderWithSession(<UsersPage />, managerUser);

    const row = await screen.findByTestId('user-row-32');
    expect(row).toHaveTextContent('Petro Author');
    expect(row).toHaveTextContent('petro@example.com');
    expect(within(row).getByTestId('user-state-32')).toHaveTextContent('Awaiting confirmation');
    expect(within(row).getByTestId('user-role-32-3')).toHaveTextContent('Author');
    expect(within(row).getByTestId('user-role-32-2')).toHaveTextContent('Moderator');
    expect(screen.getByTestId('user-state-31')).toHaveTextContent('Active');
    expect(screen.getByTestId('user-active-31')).toBeChecked();
  });

  it('asks for the selected project, then for the search and the only-active filter', async () => {
    const calls = stubFetch({
      'GET /api/users': () => jsonResponse(200, pageOfItems([olena], { total: 45 })),
    });
    renderWithSession(<UsersPage />, managerUser);
    await screen.findByTestId('user-row-31');

    expect(Object.fromEntries(listQueries(calls)[0]!)).toEqual({
      workspace_id: '10',
      onlyActive: 'false',
      page: '1',
      pageSize: '20',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('page')).toBe('2'));

    fireEvent.input(screen.getByTestId('users-search'), { target: { value: '  olena ' } });
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('search')).toBe('olena'));
    // A new search starts from the first page.
    expect(listQueries(calls).at(-1)?.get('page')).toBe('1');

    fireEvent.click(within(screen.getByTestId('users-only-active')).getByText('Only active'));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('onlyActive')).toBe('true'));
    expect(listQueries(calls).at(-1)?.get('search')).toBe('olena');
  });

  it('explains how to fill an empty project and opens the invitation from there', async () => {
    stubFetch({ 'GET /api/users': () => jsonResponse(200, pageOfItems([])) });
    renderWithSession(<UsersPage />, managerUser);

    const empty = await screen.findByTestId('users-empty');
    expect(empty).toHaveTextContent('Invite colleagues to the project');
    fireEvent.click(within(empty).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByTestId('invite-email')).toBeInTheDocument();
  });

  it('suggests showing all users only when the active-only filter is on', async () => {
    stubFetch({ 'GET /api/users': () => jsonResponse(200, pageOfItems([])) });
    renderWithSession(<UsersPage />, managerUser);
    await screen.findByTestId('users-empty');

    fireEvent.input(screen.getByTestId('users-search'), { target: { value: 'zzzz-nobody' } });
    await waitFor(() =>
      expect(screen.getByTestId('users-empty')).toHaveTextContent('Nobody found'),
    );
    expect(screen.getByTestId('users-empty')).toHaveTextContent('Try another name or email.');
    expect(screen.getByTestId('users-empty')).not.toHaveTextContent('show all users');

    fireEvent.click(within(screen.getByTestId('users-only-active')).getByText('Only active'));
    await waitFor(() =>
      expect(screen.getByTestId('users-empty')).toHaveTextContent(
        'or show all users instead of only active ones',
      ),
    );
  });

  it("shows the server's refusal to remove a user's last role", async () => {
    const calls = stubFetch({
      'GET /api/users': () => jsonResponse(200, pageOfItems([olena])),
      'POST /api/users/user/remove-role': () =>
        jsonResponse(409, {
          message: "A user's last role in a project cannot be removed",
          code: 'LAST_ROLE',
        }),
    });
    renderWithSession(<UsersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('user-role-remove-31-4'));
    expect(
      await screen.findByText('Remove the role Speech therapist from Olena Teacher?'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Olena Teacher will no longer work as Speech therapist in “Slovo Demo School”. Their other roles stay.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('user-role-remove-confirm'));

    expect(
      await screen.findByText("A user's last role in a project cannot be removed"),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      user_id: 31,
      role: ROLE.teacher,
    });
    expect(screen.getByTestId('user-role-31-4')).toBeInTheDocument();
  });

  it('switches a user off in the project after confirmation and shows the new state at once', async () => {
    const calls = stubFetch({
      'GET /api/users': () => jsonResponse(200, pageOfItems([olena])),
      'POST /api/users/user/active': () =>
        jsonResponse(200, { data: { ...olena, isActive: false } }),
    });
    renderWithSession(<UsersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('user-active-31'));
    expect(await screen.findByText('Deactivate Olena Teacher?')).toBeInTheDocument();
    expect(
      screen.getByText(/Olena Teacher will no longer be able to work in “Slovo Demo School”/),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Until the change is confirmed and saved, the switch stays where the saved state is.
    expect(screen.getByTestId('user-active-31')).toBeChecked();
    fireEvent.click(screen.getByTestId('user-deactivate-confirm'));

    expect(
      await screen.findByText('Olena Teacher can no longer work in the project'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      workspace_id: 10,
      user_id: 31,
      isActive: false,
    });
  });

  it('offers to resend only pending invitations, and removes a user after confirmation', async () => {
    const calls = stubFetch({
      'GET /api/users': () => jsonResponse(200, pageOfItems([olena, petro])),
      'POST /api/invitations/invite/send': () => jsonResponse(200, { data: { ok: true } }),
      'DELETE /api/users/user': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderWithSession(<UsersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('user-menu-31'));
    expect(await screen.findByTestId('user-remove')).toBeInTheDocument();
    expect(screen.queryByTestId('user-resend')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-remove'));
    expect(await screen.findByText('Remove Olena Teacher from the project?')).toBeInTheDocument();
    expect(
      await screen.findByText(/Olena Teacher will lose access to “Slovo Demo School”/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-remove-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/users/user?workspace_id=10&user_id=31',
    );

    fireEvent.click(screen.getByTestId('user-menu-32'));
    fireEvent.click(await screen.findByTestId('user-resend'));
    expect(await screen.findByText('Invitation sent again to petro@example.com')).toBeVisible();
    expect(calls.find((call) => call.url === '/api/invitations/invite/send')?.body).toEqual({
      workspace_id: 10,
      user_id: 32,
      lang: 'en',
    });
  });

  it('keeps the manager from locking themselves out on their own row', async () => {
    const self = buildProjectUser({
      id: managerUser.id,
      name: managerUser.name,
      roles: [ROLE.manager],
    });
    stubFetch({ 'GET /api/users': () => jsonResponse(200, pageOfItems([self])) });
    renderWithSession(<UsersPage />, managerUser);

    expect(await screen.findByTestId(`user-active-${self.id}`)).toBeDisabled();
    fireEvent.click(screen.getByTestId(`user-menu-${self.id}`));
    expect(await screen.findByTestId('user-roles-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('user-login-as')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-remove')).not.toBeInTheDocument();
  });

  it('saves edited roles and refuses an empty choice', async () => {
    const calls = stubFetch({
      'GET /api/users': () => jsonResponse(200, pageOfItems([olena])),
      'PUT /api/users/user': () =>
        jsonResponse(200, { data: { ...olena, roles: [ROLE.teacher, ROLE.diagnostician] } }),
    });
    renderWithSession(<UsersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('user-menu-31'));
    fireEvent.click(await screen.findByTestId('user-roles-edit'));
    fireEvent.click(await screen.findByTestId('edit-role-4'));
    fireEvent.click(screen.getByTestId('edit-roles-save'));
    // The dialog may still be fading in on a busy machine: wait until the message shows.
    await waitFor(() => expect(screen.getByText('Choose at least one role')).toBeVisible());

    fireEvent.click(screen.getByTestId('edit-role-4'));
    fireEvent.click(screen.getByTestId('edit-role-5'));
    fireEvent.click(screen.getByTestId('edit-roles-save'));
    expect(await screen.findByText('Roles of Olena Teacher saved')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      workspace_id: 10,
      user_id: 31,
      roles: [ROLE.teacher, ROLE.diagnostician],
    });
  });
});
