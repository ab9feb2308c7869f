import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../test/stub-fetch.ts';
import { buildUser } from '../../test/users.ts';
import { keepPickedLanguage } from '../lib/auth/account-language.ts';
import { i18n } from '../lib/i18n.ts';
import { createRouteObjects } from './router.tsx';

const profilePosts = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/users/profile');

/** Signed in as `user`, on the profile page of the real router. */
function openSignedIn(user: ReturnType<typeof buildUser>) {
  window.localStorage.setItem('auth', 'token');
  const calls = stubFetch({
    'GET /api/check-token': () => jsonResponse(200, { data: user }),
    'POST /api/users/profile': (call) =>
      jsonResponse(200, { data: { ...user, ...(call.body as object) } }),
  });
  renderRoutes(createRouteObjects(), { path: '/profile' });
  return calls;
}

describe('the account language', () => {
  beforeEach(async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await setUpI18n('en');
  });

  it('is applied when the account signs in, whatever this browser used before', async () => {
    const calls = openSignedIn(buildUser({ language: 'uk' }));
    expect(await screen.findByTestId('nav-item-profile')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('nav-item-profile')).toHaveTextContent('Профіль'),
    );
    expect(profilePosts(calls)).toEqual([]);
  });

  it('is taken from the interface for an account that has not chosen one', async () => {
    await setUpI18n('pl');
    const calls = openSignedIn(buildUser({ language: null }));
    await waitFor(() => expect(profilePosts(calls)).toHaveLength(1));
    expect(profilePosts(calls)[0]?.body).toEqual({ language: 'pl' });
    expect(i18n.resolvedLanguage).toBe('pl');
  });

  it('is kept on the account when the switcher changes it while signed in', async () => {
    const calls = openSignedIn(buildUser({ language: 'en' }));
    expect(await screen.findByTestId('nav-item-profile')).toBeInTheDocument();
    fireEvent.change(await screen.findByTestId('language-switcher'), {
      target: { value: 'ru' },
    });
    await waitFor(() => expect(profilePosts(calls)).toHaveLength(1));
    expect(profilePosts(calls)[0]?.body).toEqual({ language: 'ru' });
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('ru'));
  });

  it('is the one picked while the account was still loading, not the one it held', async () => {
    const user = buildUser({ language: 'pl' });
    window.localStorage.setItem('auth', 'token');
    let answerCheck = () => {};
    const checked = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    const calls = stubFetch({
      'GET /api/check-token': async () => {
        await checked;
        return jsonResponse(200, { data: user });
      },
      'POST /api/users/profile': (call) =>
        jsonResponse(200, { data: { ...user, ...(call.body as object) } }),
    });
    renderRoutes(createRouteObjects(), { path: '/profile' });
    fireEvent.change(await screen.findByTestId('language-switcher'), {
      target: { value: 'ru' },
    });
    answerCheck();
    await waitFor(() => expect(profilePosts(calls)).toHaveLength(1));
    expect(profilePosts(calls)[0]?.body).toEqual({ language: 'ru' });
    expect(await screen.findByTestId('nav-item-profile')).toBeInTheDocument();
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('ru'));
  });

  it('picked before signing out is not given to the next account signed in here', async () => {
    window.localStorage.setItem('auth', 'earlier-token');
    keepPickedLanguage('ru');
    const calls = openSignedIn(buildUser({ language: 'uk' }));
    await waitFor(() =>
      expect(screen.getByTestId('nav-item-profile')).toHaveTextContent('Профіль'),
    );
    expect(profilePosts(calls)).toEqual([]);
  });

  it('is neither applied nor changed while acting as another user', async () => {
    const calls = openSignedIn(
      buildUser({
        language: 'uk',
        impersonator: { id: 2, name: 'Roman Root', email: 'root@example.com' },
      }),
    );
    expect(await screen.findByTestId('nav-item-profile')).toBeInTheDocument();
    fireEvent.change(await screen.findByTestId('language-switcher'), {
      target: { value: 'pl' },
    });
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('pl'));
    expect(profilePosts(calls)).toEqual([]);
  });
});
