import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { i18n } from '../../../lib/i18n.ts';
import { LoginPage } from '../pages/login-page.tsx';
import { LoginForm } from './login-form.tsx';

function fillIn(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
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
