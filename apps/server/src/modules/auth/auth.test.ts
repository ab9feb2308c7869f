import { ROLE } from '@slovo/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { assignments, auditEvents, sessions, workspaces } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, options: { ip?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.lang ? { lang: options.lang } : {},
  });

const checkToken = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/check-token', headers: bearer(token) });

describe('login', () => {
  it('returns a token that check-token accepts, matching the e-mail case-insensitively', async () => {
    await createUser(t.db, { email: 'anna@example.test', password: 'correct horse' });
    const res = await login('  Anna@Example.TEST ', 'correct horse');
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    // 256-bit tokens in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await checkToken(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('anna@example.test');
  });

  it('stores only a hash of the token', async () => {
    await createUser(t.db, { email: 'hash@example.test', password: 'correct horse' });
    const token = (await login('hash@example.test', 'correct horse')).json().data.token;
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('refuses a wrong password and an unknown e-mail with the same localized error', async () => {
    await createUser(t.db, { email: 'bob@example.test', password: 'correct horse' });
    const wrong = await login('bob@example.test', 'wrong horse', { lang: 'en' });
    const unknown = await login('nobody@example.test', 'wrong horse', { lang: 'en' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password',
      });
    }
  });

  it('tells a deactivated user that the account is deactivated', async () => {
    await createUser(t.db, {
      email: 'off@example.test',
      password: 'correct horse',
      isActive: false,
    });
    const res = await login('off@example.test', 'correct horse', { lang: 'pl' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_INACTIVE');
    expect(res.json().message).toMatch(/dezaktywowane/);
  });

  it('rejects a malformed body with field errors in the requested language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { lang: 'uk' },
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Перевірте виділені поля',
      details: {
        fields: [
          { path: 'email', message: 'Некоректна електронна пошта' },
          { path: 'password', message: "Обов'язкове поле" },
        ],
      },
    });
  });
});

describe('check-token', () => {
  it('lists only active assignments in live workspaces, with titles and roles', async () => {
    const live = await createWorkspace(t.db, { title: 'Live school' });
    const archived = await createWorkspace(t.db, { title: 'Old school', archived: true });
    const paused = await createWorkspace(t.db, { title: 'Paused school' });
    const user = await createUser(t.db, {
      assignments: [
        { workspaceId: live.id, roles: [ROLE.teacher, ROLE.author] },
        { workspaceId: archived.id, roles: [ROLE.manager] },
        { workspaceId: paused.id, roles: [ROLE.moderator], isActive: false },
      ],
    });
    const res = await checkToken(await createToken(t.db, user.id));
    expect(res.json().data).toMatchObject({
      id: user.id,
      isRoot: false,
      isActive: true,
      impersonator: null,
      workspaces: [{ workspaceId: live.id, workspaceTitle: 'Live school', roles: [3, 4] }],
    });
  });

  it('answers 401 UNAUTHORIZED without a token and SESSION_EXPIRED for an unknown one', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: { lang: 'en' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    const forged = await checkToken('forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SESSION_EXPIRED');
  });

  it('expires a session idle longer than the idle limit', async () => {
    const user = await createUser(t.db);
    const idleMs = t.config.session.idleMs;
    const stale = await createToken(t.db, user.id, {
      lastUsedAt: new Date(Date.now() - idleMs - 1000),
    });
    const fresh = await createToken(t.db, user.id, {
      lastUsedAt: new Date(Date.now() - idleMs + 60_000),
    });
    expect((await checkToken(stale)).json().code).toBe('SESSION_EXPIRED');
    expect((await checkToken(fresh)).statusCode).toBe(200);
  });

  it('expires a session past its absolute expiry even when used constantly', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const res = await checkToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the session of a user deactivated after signing in', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const res = await checkToken(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_INACTIVE');
  });
});

describe('logout', () => {
  it('revokes the token on the server', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    const other = await createToken(t.db, user.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await checkToken(token)).json().code).toBe('SESSION_EXPIRED');
    // Other devices stay signed in.
    expect((await checkToken(other)).statusCode).toBe(200);
  });
});

describe('login-as-user', () => {
  const loginAs = (token: string, userId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login-as-user',
      headers: bearer(token),
      payload: { user_id: userId },
    });

  it('lets root act as a user, shows the impersonator, audits it, and returns', async () => {
    const root = await createUser(t.db, { isRoot: true, name: 'Root' });
    const school = await createWorkspace(t.db);
    const teacher = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.teacher] }],
    });
    const rootToken = await createToken(t.db, root.id);
    const res = await loginAs(rootToken, teacher.id);
    expect(res.statusCode).toBe(200);
    const actingToken = res.json().data.token;
    const me = (await checkToken(actingToken)).json().data;
    expect(me.id).toBe(teacher.id);
    expect(me.impersonator).toEqual({ id: root.id, name: 'Root', email: root.email });

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, teacher.id));
    expect(audit).toMatchObject([{ action: 'login_as_user', actorId: root.id }]);

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/login-as-user/return',
      headers: bearer(actingToken),
    });
    expect(back.statusCode).toBe(200);
    expect((await checkToken(back.json().data.token)).json().data.id).toBe(root.id);
    expect((await checkToken(actingToken)).statusCode).toBe(401);
  });

  it('answers 409 to a return from a session that acts as nobody', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login-as-user/return',
      headers: { ...bearer(await createToken(t.db, user.id)), lang: 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'NOT_ACTING_AS_USER',
      message: 'You are not acting as another user',
    });
  });

  it('lets a manager act as a user who works only in the managed workspace', async () => {
    const school = await createWorkspace(t.db);
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.manager] }],
    });
    const author = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.author] }],
    });
    const res = await loginAs(await createToken(t.db, manager.id), author.id);
    expect(res.statusCode).toBe(200);
  });

  it('hides users of other workspaces from a manager (404)', async () => {
    const mine = await createWorkspace(t.db);
    const theirs = await createWorkspace(t.db);
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: mine.id, roles: [ROLE.manager] }],
    });
    const stranger = await createUser(t.db, {
      assignments: [{ workspaceId: theirs.id, roles: [ROLE.author] }],
    });
    const res = await loginAs(await createToken(t.db, manager.id), stranger.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses a manager acting as a user who also works in workspaces they do not manage', async () => {
    const mine = await createWorkspace(t.db);
    const theirs = await createWorkspace(t.db);
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: mine.id, roles: [ROLE.manager] }],
    });
    const shared = await createUser(t.db, {
      assignments: [
        { workspaceId: mine.id, roles: [ROLE.teacher] },
        { workspaceId: theirs.id, roles: [ROLE.manager] },
      ],
    });
    const res = await loginAs(await createToken(t.db, manager.id), shared.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('IMPERSONATION_NOT_ALLOWED');
  });

  it('refuses acting as root, as oneself, and from an acting session', async () => {
    const root = await createUser(t.db, { isRoot: true });
    const otherRoot = await createUser(t.db, { isRoot: true });
    const school = await createWorkspace(t.db);
    const user = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.manager] }],
    });
    const rootToken = await createToken(t.db, root.id);
    expect((await loginAs(rootToken, otherRoot.id)).statusCode).toBe(403);
    expect((await loginAs(rootToken, root.id)).statusCode).toBe(403);
    const acting = await createToken(t.db, user.id, { impersonatorId: root.id });
    expect((await loginAs(acting, otherRoot.id)).json().code).toBe('IMPERSONATION_NOT_ALLOWED');
  });

  it('refuses roles other than root and manager', async () => {
    const school = await createWorkspace(t.db);
    const teacher = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.teacher, ROLE.moderator] }],
    });
    const target = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.author] }],
    });
    const res = await loginAs(await createToken(t.db, teacher.id), target.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('does not count a manager role in an archived workspace', async () => {
    const school = await createWorkspace(t.db);
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.manager] }],
    });
    const author = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.author] }],
    });
    const token = await createToken(t.db, manager.id);
    await t.db.update(workspaces).set({ archived: true }).where(eq(workspaces.id, school.id));
    expect((await loginAs(token, author.id)).statusCode).toBe(403);
    await t.db.update(workspaces).set({ archived: false }).where(eq(workspaces.id, school.id));
    await t.db
      .update(assignments)
      .set({ isActive: false })
      .where(eq(assignments.userId, manager.id));
    expect((await loginAs(token, author.id)).statusCode).toBe(403);
  });
});
