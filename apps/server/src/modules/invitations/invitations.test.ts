import fs from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@slovo/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { findInvitationToken, readTextPart, startSmtpServer } from '../../../test/smtp.ts';
import { users } from '../../db/schema/index.ts';

const INVALID =
  'Registration error! Perhaps your invitation has expired. Please contact the administrator!';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let school: { id: number; title: string };
let managerToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://slovo.example' });
  school = await createWorkspace(t.db, { title: 'Sunny School' });
  const manager = await createUser(t.db, {
    assignments: [{ workspaceId: school.id, roles: [ROLE.manager] }],
  });
  managerToken = await createToken(t.db, manager.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, token: string | null = managerToken, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), lang },
    payload,
  });

const invite = (email: string, roles: number[] = [ROLE.teacher], extra: object = {}) =>
  post('/api/invitations/invite', { email, workspace_id: school.id, roles, ...extra });

const lastMailTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).at(-1);

describe('inviting a new e-mail', () => {
  it('sends a localized single-use link that signs the invitee in with the given roles', async () => {
    const res = await invite('Olena.New@Example.test', [ROLE.teacher, ROLE.author], { lang: 'uk' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('invited');

    const mail = lastMailTo('olena.new@example.test');
    expect(mail?.subject).toBe('Запрошення до проєкту «Sunny School» у Slovo');
    expect(mail?.text).toContain('Автор, Логопед');
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.text).toContain('https://slovo.example/accept-invite?token=');
    const token = findInvitationToken(mail!);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users?workspace_id=${school.id}&search=olena`,
      headers: bearer(managerToken),
    });
    expect(list.json().data).toMatchObject([
      { email: 'olena.new@example.test', state: 'invited', roles: [3, 4], isActive: true },
    ]);

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/invite/check?token=${token}`,
    });
    expect(preview.json().data).toEqual({
      email: 'olena.new@example.test',
      workspaceTitle: 'Sunny School',
      roles: [3, 4],
      hasAccount: false,
    });

    // She signs up with the interface in Polish: that becomes her account's language.
    const accepted = await post(
      '/api/invitations/invite/accept',
      { token, name: 'Olena Nova', password: 'her own password' },
      null,
      'pl',
    );
    expect(accepted.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: bearer(accepted.json().data.token),
    });
    expect(me.json().data).toMatchObject({
      language: 'pl',
      name: 'Olena Nova',
      email: 'olena.new@example.test',
      workspaces: [{ workspaceId: school.id, roles: [3, 4] }],
    });
    const login = await post(
      '/api/login',
      { email: 'olena.new@example.test', password: 'her own password' },
      null,
    );
    expect(login.statusCode).toBe(200);

    const reused = await post(
      '/api/invitations/invite/accept',
      { token, name: 'Intruder', password: 'another password' },
      null,
    );
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ code: 'INVALID_INVITATION', message: INVALID });
  });

  it('refuses forged and expired links with the spec message', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/invitations/invite/check?token=forged',
      headers: { lang: 'en' },
    });
    expect(forged.statusCode).toBe(410);
    expect(forged.json().message).toBe(INVALID);

    await invite('late@example.test');
    const token = findInvitationToken(lastMailTo('late@example.test')!);
    await t.db.execute(sql`update invitations set expires_at = now() - interval '1 second'`);
    const expired = await post(
      '/api/invitations/invite/accept',
      { token, name: 'Late Comer', password: 'a fine password' },
      null,
    );
    expect(expired.statusCode).toBe(410);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'late@example.test'));
    expect(user?.passwordHash).toBeNull();
  });

  it('a resent link replaces the earlier one', async () => {
    const first = await invite('twice@example.test');
    const oldToken = findInvitationToken(lastMailTo('twice@example.test')!);
    const resent = await post('/api/invitations/invite/send', {
      workspace_id: school.id,
      user_id: first.json().data.userId,
    });
    expect(resent.statusCode).toBe(200);
    const newToken = findInvitationToken(lastMailTo('twice@example.test')!);
    expect(newToken).not.toBe(oldToken);
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/invitations/invite/check?token=${token}` });
    expect((await check(oldToken)).statusCode).toBe(410);
    expect((await check(newToken)).statusCode).toBe(200);
  });

  it('answers "User {email} already exists" for an e-mail already in the project', async () => {
    await createUser(t.db, {
      email: 'member@example.test',
      assignments: [{ workspaceId: school.id, roles: [ROLE.author] }],
    });
    const res = await invite('member@example.test');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'USER_EXISTS',
      message: 'User member@example.test already exists',
    });
  });

  it('asks an existing account to join instead of a sign-up, and gives it nothing until then', async () => {
    const other = await createWorkspace(t.db);
    const existing = await createUser(t.db, {
      email: 'known@example.test',
      password: 'known password',
      assignments: [{ workspaceId: other.id, roles: [ROLE.teacher] }],
    });
    const res = await invite('known@example.test', [ROLE.moderator]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_EXISTS');

    const asked = await post('/api/invitations/invite/existing-user', {
      email: 'known@example.test',
      workspace_id: school.id,
      roles: [ROLE.moderator],
    });
    expect(asked.json().data).toEqual({ userId: existing.id, status: 'awaiting_acceptance' });
    const mail = lastMailTo('known@example.test');
    expect(mail?.subject).toBe('Invitation to the “Sunny School” project on Slovo');
    expect(mail?.text).toContain('Sign in as known@example.test and accept');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/check-token',
      headers: bearer(await createToken(t.db, existing.id)),
    });
    expect(me.json().data.workspaces.map((w: { workspaceId: number }) => w.workspaceId)).toEqual([
      other.id,
    ]);
  });

  it('needs at least one role and a valid e-mail, and changes nothing otherwise', async () => {
    const res = await invite('not-an-email', []);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'email', message: 'Invalid email' },
      { path: 'roles', message: 'Choose at least one role' },
    ]);
  });

  it('lets only managers of the project invite', async () => {
    const moderator = await createUser(t.db, {
      assignments: [{ workspaceId: school.id, roles: [ROLE.moderator] }],
    });
    const asModerator = await post(
      '/api/invitations/invite',
      { email: 'x@example.test', workspace_id: school.id, roles: [ROLE.teacher] },
      await createToken(t.db, moderator.id),
    );
    expect(asModerator.statusCode).toBe(403);

    const elsewhere = await createWorkspace(t.db);
    const otherManager = await createUser(t.db, {
      assignments: [{ workspaceId: elsewhere.id, roles: [ROLE.manager] }],
    });
    const foreign = await post(
      '/api/invitations/invite',
      { email: 'y@example.test', workspace_id: school.id, roles: [ROLE.teacher] },
      await createToken(t.db, otherManager.id),
    );
    expect(foreign.statusCode).toBe(404);
    const [created] = await t.db.select().from(users).where(eq(users.email, 'y@example.test'));
    expect(created).toBeUndefined();
  });
});

describe('when the mail cannot be sent', () => {
  it('answers 502 and keeps nothing', async () => {
    const refusing = await startSmtpServer({ rejectAll: true });
    const app = await buildTestApp({ SMTP_URL: refusing.url });
    try {
      const workspace = await createWorkspace(app.db);
      const manager = await createUser(app.db, {
        assignments: [{ workspaceId: workspace.id, roles: [ROLE.manager] }],
      });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/invitations/invite',
        headers: { ...bearer(await createToken(app.db, manager.id)), lang: 'en' },
        payload: { email: 'lost@example.test', workspace_id: workspace.id, roles: [ROLE.teacher] },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('MAIL_FAILED');
      const [created] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, 'lost@example.test'));
      expect(created).toBeUndefined();
    } finally {
      await app.close();
      await refusing.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the invitation to the outbox folder and logs only where it lies', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    try {
      const workspace = await createWorkspace(app.db);
      const manager = await createUser(app.db, {
        assignments: [{ workspaceId: workspace.id, roles: [ROLE.manager] }],
      });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/invitations/invite',
        headers: { ...bearer(await createToken(app.db, manager.id)), lang: 'pl' },
        payload: {
          email: 'offline@example.test',
          workspace_id: workspace.id,
          roles: [ROLE.author],
        },
      });
      expect(res.statusCode).toBe(200);
      const outbox = path.join(app.config.dataDir, 'outbox');
      const files = await fs.readdir(outbox);
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: offline@example.test');
      expect(readTextPart(eml)).toMatch(/accept-invite\?token=[A-Za-z0-9_-]{43}/);
      const log = lines.join('\n');
      expect(log).toContain(path.join(outbox, files[0] ?? ''));
      expect(log).not.toContain('offline@example.test');
      expect(log).not.toContain('accept-invite?token=');
    } finally {
      await app.close();
    }
  });
});
