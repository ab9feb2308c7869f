import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { ForgotPasswordPage } from '../pages/forgot-password-page.tsx';
import { LoginPage } from '../pages/login-page.tsx';
import { LoginForm } from './login-form.tsx';

function fillIn(testId: string, value: string) {
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
}

describe('LoginForm', () => {
  beforeEach(() => setUpI18n('en'));

  it('shows the contracts validation messages and re-translates them with the language', async () => {
    const calls = stubFetch({});
    renderWithProviders(<LoginForm />);

    fireEvent.click(screen.getByTestId('login-submit'));

    // Both fields are empty: e-mail and password are each required.
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(calls).toHaveLength(0);

    await act(() => i18n.changeLanguage('uk'));

    expect(screen.getAllByText("Обов'язкове поле")).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeInTheDocument();
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
  });

  it('validates in Polish when Polish is the interface language', async () => {
    await setUpI18n('pl');
    renderWithProviders(<LoginForm />);
    fillIn('login-email', 'not-an-email');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Nieprawidłowy adres e-mail')).toBeInTheDocument();
    expect(screen.getByText('Pole wymagane')).toBeInTheDocument();
  });

  it('sends the trimmed, lowercased e-mail, stores the token and opens `/`', async () => {
    const calls = stubFetch({
      'POST /api/login': () => jsonResponse(200, { data: { token: 'new-token' } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>home</p> },
      ],
      { path: '/login' },
    );

    fillIn('login-email', '  Maria.Manager@Example.COM ');
    fillIn('login-password', 'slovo-demo');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'maria.manager@example.com', password: 'slovo-demo' });
    expect(window.localStorage.getItem('auth')).toBe('new-token');
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns to the path the link came from, and never to another site', async () => {
    stubFetch({ 'POST /api/login': () => jsonResponse(200, { data: { token: 'new-token' } }) });
    for (const [next, expected] of [
      ['/accept-invite?token=abc', '/accept-invite'],
      ['//evil.example/x', '/'],
    ] as const) {
      window.localStorage.removeItem('auth');
      const { router, unmount } = renderRoutes(
        [
          { path: '/login', element: <LoginPage /> },
          { path: '/accept-invite', element: <p>invitation</p> },
          { path: '/', element: <p>home</p> },
        ],
        { path: `/login?next=${encodeURIComponent(next)}` },
      );
      fillIn('login-email', 'maria.manager@example.com');
      fillIn('login-password', 'slovo-demo');
      fireEvent.click(screen.getByTestId('login-submit'));
      expect(await screen.findByText(expected === '/' ? 'home' : 'invitation')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(expected);
      unmount();
    }
  });

  it("shows the server's localized refusal next to the form", async () => {
    stubFetch({
      'POST /api/login': () =>
        jsonResponse(401, { message: 'Wrong email or password', code: 'INVALID_CREDENTIALS' }),
    });
    renderWithProviders(<LoginForm />, { path: '/login' });

    fillIn('login-email', 'maria@example.com');
    fillIn('login-password', 'wrong-password');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Wrong email or password');
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('says how long to wait after too many attempts, in words of the interface language', async () => {
    let retryAfter = '300';
    stubFetch({
      'POST /api/login': () =>
        jsonResponse(
          429,
          {
            message: 'Too many failed sign-in attempts. Try again in 300 s',
            code: 'TOO_MANY_LOGIN_ATTEMPTS',
          },
          { 'retry-after': retryAfter },
        ),
    });
    renderWithProviders(<LoginForm />, { path: '/login' });
    fillIn('login-email', 'maria@example.com');
    fillIn('login-password', 'wrong-password');
    const submitExpecting = async (text: string) => {
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent(text));
    };

    await submitExpecting('Too many failed sign-in attempts. Try again in 5 minutes.');
    // The form says it; a red toast with the server's seconds would only repeat it.
    expect(screen.queryByText(/Try again in 300 s/)).not.toBeInTheDocument();
    retryAfter = '61';
    await submitExpecting('Try again in 2 minutes.');
    retryAfter = '1';
    await submitExpecting('Try again in 1 second.');
    retryAfter = '30';
    await submitExpecting('Try again in 30 seconds.');

    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      'Забагато невдалих спроб входу. Спробуйте ще раз через 30 секунд.',
    );
    for (const [seconds, words] of [
      ['60', '1 хвилину'],
      ['180', '3 хвилини'],
      ['300', '5 хвилин'],
      ['22', '22 секунди'],
    ] as const) {
      retryAfter = seconds;
      await submitExpecting(`Спробуйте ще раз через ${words}.`);
    }
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Spróbuj ponownie za 22 sekundy.');
  });

  it('leads to the forgotten-password page with the e-mail typed so far', async () => {
    renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
      ],
      { path: '/login' },
    );
    fillIn('login-email', ' maria@example.com ');
    fireEvent.click(screen.getByTestId('forgot-password-link'));
    expect(await screen.findByTestId('forgot-password-email')).toHaveValue('maria@example.com');
  });

  it('puts server field errors under their fields', async () => {
    stubFetch({
      'POST /api/login': () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: { fields: [{ path: 'password', message: 'Too long for the server' }] },
        }),
    });
    renderWithProviders(<LoginForm />, { path: '/login' });
    fillIn('login-email', 'maria@example.com');
    fillIn('login-password', 'x');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Too long for the server')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });
});
