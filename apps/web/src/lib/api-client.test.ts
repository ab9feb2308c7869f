import { notifications, notificationsStore } from '@mantine/notifications';
import {
  AuditEventSchema,
  CurrentUserSchema,
  pageOf,
  RESPONSE_ERROR_NOTIFICATION_ID,
} from '@slovo/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test/i18n-for-tests.ts';
import { jsonResponse, stubFetch } from '../../test/stub-fetch.ts';
import { stubXhr } from '../../test/stub-xhr.ts';
import { requestData, requestDataOrNull, requestPage, uploadData } from './api-client.ts';
import { finishDeploy, useIsDeploying, useUnavailableReason } from './deploy-status.ts';

function getErrorNotification() {
  return notificationsStore
    .getState()
    .notifications.find((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
}

beforeAll(() => setUpI18n('pl'));

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.useRealTimers();
  finishDeploy();
});

describe('requestData', () => {
  it('returns the data field and sends the token, language and JSON body', async () => {
    window.localStorage.setItem('auth', 'secret-token');
    const calls = stubFetch({
      'POST /api/users/profile': () => jsonResponse(200, { data: { id: 7 } }),
    });

    await expect(
      requestData('/users/profile', { method: 'POST', body: { name: 'Ola' } }),
    ).resolves.toEqual({ id: 7 });

    const [call] = calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(call?.headers.get('lang')).toBe('pl');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ name: 'Ola' });
    expect(getErrorNotification()).toBeUndefined();
  });

  it('sends no Authorization header without a stored token', async () => {
    const calls = stubFetch({ 'GET /api/health': () => jsonResponse(200, { data: {} }) });
    await requestData('/health');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it("shows the server's message in the red response-error notification", async () => {
    stubFetch({
      'POST /api/login': () =>
        jsonResponse(401, {
          message: 'Nieprawidłowy e-mail lub hasło',
          code: 'INVALID_CREDENTIALS',
        }),
    });

    await expect(requestData('/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Nieprawidłowy e-mail lub hasło',
    });
    expect(getErrorNotification()).toMatchObject({
      color: 'red',
      message: 'Nieprawidłowy e-mail lub hasło',
    });
  });

  it('uses the status message when the failure body has no message', async () => {
    stubFetch({
      'GET /api/dashboard': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(requestData('/dashboard')).rejects.toThrow('Request failed with status code 502');
    expect(getErrorNotification()?.message).toBe('Request failed with status code 502');
  });

  it('replaces the shown message with the newest failure instead of stacking toasts', async () => {
    stubFetch({
      'GET /api/dashboard': () => jsonResponse(500, { message: 'First', code: 'INTERNAL' }),
      'GET /api/other': () => jsonResponse(500, { message: 'Second', code: 'INTERNAL' }),
    });
    await expect(requestData('/dashboard')).rejects.toThrow('First');
    await expect(requestData('/other')).rejects.toThrow('Second');
    const shown = notificationsStore.getState().notifications;
    expect(shown.filter((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID)).toHaveLength(1);
    expect(getErrorNotification()?.message).toBe('Second');
  });

  it('maps a failed connection to "Network Error"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestData('/dashboard')).rejects.toThrow('Network Error');
    expect(getErrorNotification()?.message).toBe('Network Error');
  });

  it('gives up after 400000 ms with the time-out message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = requestData('/dashboard');
    const assertion = expect(pending).rejects.toThrow('timeout of 400000ms exceeded');
    await vi.advanceTimersByTimeAsync(399_999);
    expect(getErrorNotification()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(getErrorNotification()?.message).toBe('timeout of 400000ms exceeded');
  });

  it('reports a request cancelled by its caller as aborted, without a notification', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = requestData('/dashboard', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted', isCancelled: true });
    expect(getErrorNotification()).toBeUndefined();
  });

  it.each(['/check-token', '/storage/app_settings'])(
    'raises no notification when %s fails',
    async (path) => {
      stubFetch({
        [`GET /api${path}`]: () =>
          jsonResponse(401, { message: 'Expired', code: 'SESSION_EXPIRED' }),
      });
      await expect(requestData(path)).rejects.toThrow('Expired');
      expect(getErrorNotification()).toBeUndefined();
    },
  );

  it('still notifies for client-storage failures', async () => {
    stubFetch({
      'GET /api/client-storage/x': () => jsonResponse(500, { message: 'Broken', code: 'INTERNAL' }),
    });
    await expect(requestData('/client-storage/x')).rejects.toThrow('Broken');
    expect(getErrorNotification()?.message).toBe('Broken');
  });

  it('opens the deploy-in-progress window on 503 MAINTENANCE', async () => {
    stubFetch({
      'GET /api/dashboard': () =>
        jsonResponse(503, { message: 'Trwa aktualizacja', code: 'MAINTENANCE' }),
    });
    const { result } = renderHook(() => useIsDeploying());
    expect(result.current).toBe(false);
    await act(() => expect(requestData('/dashboard')).rejects.toThrow('Trwa aktualizacja'));
    expect(result.current).toBe(true);
  });

  it('opens the unavailable window, for the database, on 503 DATABASE_UNAVAILABLE', async () => {
    stubFetch({
      'GET /api/check-token': () =>
        jsonResponse(503, { message: 'Usługa chwilowo niedostępna', code: 'DATABASE_UNAVAILABLE' }),
    });
    const { result } = renderHook(() => useUnavailableReason());
    expect(result.current).toBeNull();
    await act(() => expect(requestData('/check-token')).rejects.toThrow('niedostępna'));
    expect(result.current).toBe('database');
  });

  it('keeps the deploy window closed for other 503 answers', async () => {
    stubFetch({
      'GET /api/dashboard': () => jsonResponse(503, { message: 'Busy', code: 'INTERNAL' }),
    });
    const { result } = renderHook(() => useIsDeploying());
    await act(() => expect(requestData('/dashboard')).rejects.toThrow('Busy'));
    expect(result.current).toBe(false);
  });
});

describe('requestDataOrNull', () => {
  it('returns null and logs a warning (not an error) on failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      'POST /api/logout': () => jsonResponse(401, { message: 'No', code: 'UNAUTHORIZED' }),
    });
    await expect(requestDataOrNull('/logout', { method: 'POST' })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('returns the data field on success', async () => {
    stubFetch({ 'POST /api/logout': () => jsonResponse(200, { data: { ok: true } }) });
    await expect(requestDataOrNull('/logout', { method: 'POST' })).resolves.toEqual({ ok: true });
  });
});

describe('handled failure codes', () => {
  it('raise no notification for a code the screen shows itself, but still throw', async () => {
    stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(409, { message: 'User a@b.c already exists', code: 'USER_EXISTS' }),
    });
    await expect(
      requestData('/invitations/invite', {
        method: 'POST',
        body: {},
        handledCodes: ['USER_EXISTS'],
      }),
    ).rejects.toMatchObject({ code: 'USER_EXISTS', message: 'User a@b.c already exists' });
    expect(getErrorNotification()).toBeUndefined();
  });

  it('still notify for other codes of the same call', async () => {
    stubFetch({
      'POST /api/invitations/invite': () =>
        jsonResponse(403, { message: 'No access', code: 'FORBIDDEN' }),
    });
    await expect(
      requestData('/invitations/invite', {
        method: 'POST',
        body: {},
        handledCodes: ['USER_EXISTS'],
      }),
    ).rejects.toThrow('No access');
    expect(getErrorNotification()?.message).toBe('No access');
  });
});

describe('requestPage', () => {
  it('returns the items with the paging meta, checked by the schema', async () => {
    const page = { data: [], meta: { total: 0, page: 2, pageSize: 20 } };
    stubFetch({ 'GET /api/audit-events?page=2': () => jsonResponse(200, page) });
    await expect(
      requestPage('/audit-events?page=2', { schema: pageOf(AuditEventSchema) }),
    ).resolves.toEqual(page);
  });

  it('reports an answer of the wrong shape as a failure', async () => {
    stubFetch({ 'GET /api/audit-events': () => jsonResponse(200, { data: [] }) });
    await expect(
      requestPage('/audit-events', { schema: pageOf(AuditEventSchema) }),
    ).rejects.toBeInstanceOf(Error);
    expect(getErrorNotification()).toBeDefined();
  });
});

describe('uploadData', () => {
  const user = {
    id: 1,
    name: 'Ola',
    email: 'ola@example.com',
    phone: null,
    avatar: '/api/files/avatars/1.webp',
    isRoot: false,
    isActive: true,
    workspaces: [],
    language: null,
    impersonator: null,
  };

  it('posts the form data with the token and language, reports progress and returns data', async () => {
    window.localStorage.setItem('auth', 'secret-token');
    const uploads = stubXhr();
    const progress: number[] = [];
    const body = new FormData();
    body.append('file', new File(['x'], 'me.png', { type: 'image/png' }));

    const pending = uploadData('/users/profile/avatar', body, {
      schema: CurrentUserSchema,
      onProgress: (percent) => progress.push(percent),
    });
    const [upload] = uploads;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/users/profile/avatar', body });
    expect(upload?.isWithCredentials).toBe(true);
    expect(upload?.timeoutMs).toBe(400_000);
    expect(upload?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(upload?.headers.get('lang')).toBe('pl');
    // The browser sets the multipart boundary; a JSON content type would break the upload.
    expect(upload?.headers.has('Content-Type')).toBe(false);

    upload?.sendProgress(1, 3);
    upload?.sendProgress(3, 3);
    upload?.respond(200, { data: user });

    await expect(pending).resolves.toEqual(user);
    expect(progress).toEqual([33, 100]);
  });

  it("throws and notifies with the server's message on a refusal", async () => {
    const uploads = stubXhr();
    const pending = uploadData('/users/profile/avatar', new FormData(), {
      schema: CurrentUserSchema,
    });
    uploads[0]?.respond(413, { message: 'Obraz jest większy niż 5 MB', code: 'IMAGE_TOO_LARGE' });
    await expect(pending).rejects.toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
    expect(getErrorNotification()?.message).toBe('Obraz jest większy niż 5 MB');
  });

  it('maps a failed connection to "Network Error"', async () => {
    const uploads = stubXhr();
    const pending = uploadData('/users/profile/avatar', new FormData(), {
      schema: CurrentUserSchema,
    });
    uploads[0]?.failNetwork();
    await expect(pending).rejects.toThrow('Network Error');
  });

  it('treats a cancellation by the caller as aborted, without a notification', async () => {
    stubXhr();
    const controller = new AbortController();
    const pending = uploadData('/users/profile/avatar', new FormData(), {
      schema: CurrentUserSchema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted', isCancelled: true });
    expect(getErrorNotification()).toBeUndefined();
  });
});
