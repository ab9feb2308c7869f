import { notifications, notificationsStore } from '@mantine/notifications';
import { RESPONSE_ERROR_NOTIFICATION_ID, ROLE } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { AcceptInvitePage } from './accept-invite-page.tsx';

const INVALID = {
  message:
    'Registration error! Perhaps your invitation has expired. Please contact the administrator!',
  code: 'INVALID_INVITATION',
};
const preview = {
  email: 'New.Teacher@Example.com',
  workspaceTitle: 'Slovo Demo School',
  roles: [ROLE.teacher, ROLE.diagnostician],
  hasAccount: false,
};
const joinPreview = { ...preview, roles: [ROLE.teacher], hasAccount: true };

function openPage(path: string) {
  return renderRoutes(
    [
      { path: '/accept-invite', element: <AcceptInvitePage /> },
      { path: '/', element: <p>signed in</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/logout', element: <p>logout page</p> },
    ],
    { path },
  );
}

function fillIn(testId: string, value: string) {
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
}

function hasErrorToast(): boolean {
  return notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

describe('AcceptInvitePage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('names a single role in its own sentence', async () => {
    stubFetch({
      'GET /api/invitations/invite/check': () =>
        jsonResponse(200, { data: { ...preview, roles: [ROLE.teacher] } }),
    });
    await setUpI18n('uk');
    openPage('/accept-invite?token=abc');
    expect(await screen.findByTestId('accept-invite-page')).toHaveTextContent(
      'Вас запрошено до проєкту «Slovo Demo School» з роллю «Логопед».',
    );
  });

  it('shows the project, the roles and the invited e-mail, read-only', async () => {
    const calls = stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: preview }),
    });
    openPage('/accept-invite?token=abc%2B123');

    const page = await screen.findByTestId('accept-invite-page');
    expect(page).toHaveTextContent(
      'You are invited to the project “Slovo Demo School” as Speech therapist and Diagnostician.',
    );
    expect(screen.getByTestId('accept-invite-email')).toHaveValue('new.teacher@example.com');
    expect(screen.getByTestId('accept-invite-email')).toHaveAttribute('readonly');
    expect(calls[0]?.url).toBe('/api/invitations/invite/check?token=abc%2B123');
  });

  it('checks name and passwords, then signs the invitee in at /', async () => {
    window.localStorage.setItem('auth', 'someone-else');
    const calls = stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: preview }),
      'POST /api/invitations/invite/accept': () =>
        jsonResponse(200, { data: { token: 'invitee-token' } }),
    });
    const { router } = openPage('/accept-invite?token=abc');
    await screen.findByTestId('accept-invite-page');

    fillIn('accept-invite-name', 'O');
    fillIn('accept-invite-password', 'short');
    fillIn('accept-invite-repeat', 'other');
    fireEvent.click(screen.getByTestId('accept-invite-submit'));
    expect(await screen.findByText('Name must have 2 to 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must have 8 to 128 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    fillIn('accept-invite-name', '  Olena Teacher ');
    fillIn('accept-invite-password', 'long-enough-1');
    fillIn('accept-invite-repeat', 'long-enough-1');
    fireEvent.click(screen.getByTestId('accept-invite-submit'));

    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('auth')).toBe('invitee-token');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'abc',
      name: 'Olena Teacher',
      password: 'long-enough-1',
    });
  });

  it('does not check the used invitation again while the app opens', async () => {
    const calls = stubFetch({
      'GET /api/invitations/invite/check': () =>
        // Accepting uses the invitation up: checking it again would answer 410.
        calls.some((call) => call.method === 'POST')
          ? jsonResponse(410, INVALID)
          : jsonResponse(200, { data: preview }),
      'POST /api/invitations/invite/accept': () =>
        jsonResponse(200, { data: { token: 'invitee-token' } }),
    });
    // The app's pages load on demand: the invitation page stays on screen until "/" is ready.
    const { router } = renderRoutes(
      [
        { path: '/accept-invite', element: <AcceptInvitePage /> },
        {
          path: '/',
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 50)),
          element: <p>signed in</p>,
        },
      ],
      { path: '/accept-invite?token=abc' },
    );
    await screen.findByTestId('accept-invite-page');
    fillIn('accept-invite-name', 'Olena Teacher');
    fillIn('accept-invite-password', 'long-enough-1');
    fillIn('accept-invite-repeat', 'long-enough-1');
    fireEvent.click(screen.getByTestId('accept-invite-submit'));

    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const checks = calls.filter((call) => call.url.startsWith('/api/invitations/invite/check'));
    expect(checks).toHaveLength(1);
  });

  it.each([
    ['expired, used or forged', '/accept-invite?token=used'],
    ['empty', '/accept-invite?token=%20'],
  ])('shows the invalid-invitation screen for a token that is %s', async (_case, path) => {
    stubFetch({ 'GET /api/invitations/invite/check': () => jsonResponse(410, INVALID) });
    const { router } = openPage(path);

    const screenOfError = await screen.findByTestId('invalid-invitation');
    expect(screenOfError).toHaveTextContent(INVALID.message);
    expect(screen.queryByTestId('accept-invite-form')).not.toBeInTheDocument();
    // The page itself says it; a red notification would repeat it.
    expect(hasErrorToast()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Go to the sign-in page' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the same screen without asking the server when the link has no token', async () => {
    const calls = stubFetch({});
    await setUpI18n('uk');
    openPage('/accept-invite');
    expect(await screen.findByTestId('invalid-invitation')).toHaveTextContent(
      'Помилка реєстрації! Можливо, термін дії вашого запрошення минув.',
    );
    expect(calls).toHaveLength(0);
  });

  it('turns into the invalid screen when the invitation is used up while the form is open', async () => {
    stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: preview }),
      'POST /api/invitations/invite/accept': () => jsonResponse(410, INVALID),
    });
    openPage('/accept-invite?token=abc');
    await screen.findByTestId('accept-invite-page');
    fillIn('accept-invite-name', 'Olena Teacher');
    fillIn('accept-invite-password', 'long-enough-1');
    fillIn('accept-invite-repeat', 'long-enough-1');
    fireEvent.click(screen.getByTestId('accept-invite-submit'));

    expect(await screen.findByTestId('invalid-invitation')).toHaveTextContent(INVALID.message);
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('offers a retry when the check fails for another reason', async () => {
    let isOnline = false;
    stubFetch({
      'GET /api/invitations/invite/check': () =>
        isOnline
          ? jsonResponse(200, { data: preview })
          : jsonResponse(500, { message: 'Something went wrong!', code: 'INTERNAL' }),
    });
    openPage('/accept-invite?token=abc');
    expect(await screen.findByTestId('accept-invite-error')).toHaveTextContent(
      'Something went wrong!',
    );
    isOnline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('accept-invite-page')).toBeInTheDocument());
  });

  it('asks an existing account to sign in first, and comes back to the link afterwards', async () => {
    window.localStorage.removeItem('auth');
    stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: joinPreview }),
    });
    const { router } = openPage('/accept-invite?token=abc');
    expect(await screen.findByTestId('accept-invite-page')).toHaveTextContent(
      'You are invited to join the project “Slovo Demo School” as Speech therapist.',
    );
    expect(screen.queryByTestId('accept-invite-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('join-invitation-signed-out')).toHaveTextContent(
      'Sign in as new.teacher@example.com to accept the invitation.',
    );
    fireEvent.click(screen.getByTestId('join-invitation-sign-in'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/accept-invite?token=abc')}`,
    );
  });

  it('joins the project with the signed-in account on its own click', async () => {
    window.localStorage.setItem('auth', 'teacher-token');
    const calls = stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: joinPreview }),
      'POST /api/invitations/invite/join': () => jsonResponse(200, { data: { ok: true } }),
    });
    const { router } = openPage('/accept-invite?token=abc');
    fireEvent.click(await screen.findByTestId('join-invitation-submit'));

    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc' });
  });

  it("shows the server's refusal when another account is signed in, with a way to sign out", async () => {
    window.localStorage.setItem('auth', 'someone-else');
    const message =
      'This invitation was sent to new.teacher@example.com. Sign in with that account to accept it';
    stubFetch({
      'GET /api/invitations/invite/check': () => jsonResponse(200, { data: joinPreview }),
      'POST /api/invitations/invite/join': () =>
        jsonResponse(403, { message, code: 'INVITATION_FOR_ANOTHER_ACCOUNT' }),
    });
    openPage('/accept-invite?token=abc');
    fireEvent.click(await screen.findByTestId('join-invitation-submit'));

    expect(await screen.findByTestId('join-invitation-error')).toHaveTextContent(message);
    expect(hasErrorToast()).toBe(false);
    fireEvent.click(screen.getByTestId('join-invitation-sign-out'));
    expect(await screen.findByText('logout page')).toBeInTheDocument();
  });
});
