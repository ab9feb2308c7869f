import { describe, expect, it } from 'vitest';
import {
  chooseErrorMessage,
  getStatusMessage,
  readErrorBody,
  shouldNotifyFailure,
  TRANSPORT_MESSAGES,
} from './api-error-rules.ts';

describe('shouldNotifyFailure', () => {
  it.each([
    '/api/check-token',
    '/api/storage/app_settings',
    '/api/storage/notes/first',
    '/api/generator/generate-before-lesson/by-theme',
    '/api/game/check-auth',
  ])('stays silent for %s', (url) => {
    expect(shouldNotifyFailure(url)).toBe(false);
  });

  it.each(['/api/login', '/api/dashboard', '/api/users/profile', '/api/client-storage/progress'])(
    'notifies for %s',
    (url) => {
      expect(shouldNotifyFailure(url)).toBe(true);
    },
  );

  it('stays silent when a client-storage url also names plain storage', () => {
    expect(shouldNotifyFailure('/api/client-storage/storage')).toBe(false);
  });
});

describe('chooseErrorMessage', () => {
  it('prefers the message the server sent', () => {
    const body = readErrorBody({ message: 'Wrong email or password', code: 'INVALID_CREDENTIALS' });
    expect(chooseErrorMessage(body, getStatusMessage(401))).toBe('Wrong email or password');
  });

  it.each([null, '<html>Bad gateway</html>', { message: '' }, { message: '   ' }, { code: 'X' }])(
    'falls back to the transport message for body %j',
    (raw) => {
      expect(chooseErrorMessage(readErrorBody(raw), getStatusMessage(502))).toBe(
        'Request failed with status code 502',
      );
    },
  );

  it('words transport failures as the spec does', () => {
    expect(TRANSPORT_MESSAGES).toEqual({
      network: 'Network Error',
      aborted: 'Request aborted',
      timeout: 'timeout of 400000ms exceeded',
    });
  });
});

describe('readErrorBody', () => {
  it('keeps the raw details of an answer that carries more than field errors', () => {
    const body = readErrorBody({
      message: 'The folder is not empty',
      code: 'CATEGORY_NOT_EMPTY',
      details: { children: 3 },
    });
    expect(body.details).toEqual({ children: 3 });
    expect(readErrorBody('<html>Bad gateway</html>').details).toBeNull();
  });

  it('keeps field errors and gives message-less fields the overall message', () => {
    const body = readErrorBody({
      message: 'The current password is wrong',
      code: 'WRONG_OLD_PASSWORD',
      details: { fields: [{ path: 'oldPassword' }, { path: 'name', message: 'Too short' }, 7] },
    });
    expect(body.fields).toEqual([
      { path: 'oldPassword', message: 'The current password is wrong' },
      { path: 'name', message: 'Too short' },
    ]);
  });
});
