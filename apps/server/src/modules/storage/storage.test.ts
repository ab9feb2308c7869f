import { ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  token: string;
  env?: number;
  body?: unknown;
};
const call = ({ method, path, token, env, body }: Call) =>
  t.app.inject({
    method,
    url: `/api/storage/${path}`,
    headers: {
      ...bearer(token),
      ...(env ? { 'x-env-id': String(env) } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      lang: 'en',
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

async function memberOf(...workspaceIds: number[]) {
  const user = await createUser(t.db, {
    assignments: workspaceIds.map((workspaceId) => ({ workspaceId, roles: [ROLE.teacher] })),
  });
  return createToken(t.db, user.id);
}

describe('storage', () => {
  it('saves and loads app_settings as a whole object, replacing it on save', async () => {
    const token = await memberOf();
    expect((await call({ method: 'GET', path: 'app_settings', token })).json()).toEqual({
      data: null,
    });
    await call({ method: 'POST', path: 'app_settings', token, body: { theme: 'dark', size: 2 } });
    await call({ method: 'POST', path: 'app_settings', token, body: { theme: 'light' } });
    expect((await call({ method: 'GET', path: 'app_settings', token })).json()).toEqual({
      data: { theme: 'light' },
    });
  });

  it('sets, reads and deletes one sub-key of any JSON type', async () => {
    const token = await memberOf();
    const value = { list: [1, 'two', null, true], nested: { deep: 'yes' } };
    const saved = await call({ method: 'POST', path: 'prefs/table', token, body: value });
    expect(saved.json()).toEqual({ data: value });
    await call({ method: 'POST', path: 'prefs/count', token, body: 7 });
    expect((await call({ method: 'GET', path: 'prefs/table', token })).json()).toEqual({
      data: value,
    });
    expect((await call({ method: 'GET', path: 'prefs', token })).json()).toEqual({
      data: { count: 7, table: value },
    });
    await call({ method: 'DELETE', path: 'prefs/table', token });
    expect((await call({ method: 'GET', path: 'prefs', token })).json()).toEqual({
      data: { count: 7 },
    });
    await call({ method: 'DELETE', path: 'prefs', token });
    expect((await call({ method: 'GET', path: 'prefs', token })).json()).toEqual({ data: null });
  });

  it('treats a stored null as removal, and refuses a POST without a body', async () => {
    const token = await memberOf();
    await call({ method: 'POST', path: 'prefs/theme', token, body: 'dark' });
    await call({ method: 'POST', path: 'prefs/theme', token, body: null });
    expect((await call({ method: 'GET', path: 'prefs', token })).json()).toEqual({ data: null });
    const empty = await call({ method: 'POST', path: 'prefs/theme', token });
    expect(empty.statusCode).toBe(400);
  });

  it('never shows one user the keys of another', async () => {
    const alice = await memberOf();
    const bob = await memberOf();
    await call({ method: 'POST', path: 'secret/note', token: alice, body: 'alice only' });
    expect((await call({ method: 'GET', path: 'secret/note', token: bob })).json()).toEqual({
      data: null,
    });
    expect((await call({ method: 'GET', path: 'secret', token: bob })).json()).toEqual({
      data: null,
    });
    await call({ method: 'DELETE', path: 'secret', token: bob });
    expect((await call({ method: 'GET', path: 'secret/note', token: alice })).json()).toEqual({
      data: 'alice only',
    });
  });

  it('keeps workspace-scoped entries apart from unscoped ones and from other workspaces', async () => {
    const a = await createWorkspace(t.db);
    const b = await createWorkspace(t.db);
    const token = await memberOf(a.id, b.id);
    await call({ method: 'POST', path: 'view/mode', token, body: 'none' });
    await call({ method: 'POST', path: 'view/mode', token, env: a.id, body: 'in a' });
    await call({ method: 'POST', path: 'view/mode', token, env: b.id, body: 'in b' });
    expect((await call({ method: 'GET', path: 'view/mode', token })).json().data).toBe('none');
    expect((await call({ method: 'GET', path: 'view/mode', token, env: a.id })).json().data).toBe(
      'in a',
    );
    expect((await call({ method: 'GET', path: 'view/mode', token, env: b.id })).json().data).toBe(
      'in b',
    );
  });

  it('answers 404 for a workspace the user does not work in, and writes nothing', async () => {
    const mine = await createWorkspace(t.db);
    const foreign = await createWorkspace(t.db);
    const token = await memberOf(mine.id);
    const res = await call({
      method: 'POST',
      path: 'view/mode',
      token,
      env: foreign.id,
      body: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await call({ method: 'GET', path: 'view/mode', token, env: 999_999 })).statusCode).toBe(
      404,
    );
    expect(
      (await call({ method: 'GET', path: 'view/mode', token, env: mine.id })).json().data,
    ).toBeNull();
  });

  it('validates keys and refuses values over 64 KB', async () => {
    const token = await memberOf();
    const bad = await call({ method: 'GET', path: 'bad%20key', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0]).toEqual({
      path: 'params.key',
      message: 'A key may contain only Latin letters, digits, "_" and "-" (up to 64 characters)',
    });
    const huge = await call({ method: 'POST', path: 'big/blob', token, body: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const badSubkeys = await call({ method: 'POST', path: 'obj', token, body: { 'no spaces': 1 } });
    expect(badSubkeys.statusCode).toBe(400);
    expect((await call({ method: 'GET', path: 'big', token })).json().data).toBeNull();
  });

  it('requires sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/app_settings' });
    expect(res.statusCode).toBe(401);
  });
});
