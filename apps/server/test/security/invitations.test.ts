import { ROLE } from '@slovo/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditEvents } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../factories.ts';
import { findInvitationToken, startSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://slovo.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), lang: 'en' },
    ...(payload ? { payload } : {}),
  });

const lastMailTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).at(-1);

const workspacesOf = async (token: string) =>
  (await call(token, 'GET', '/api/check-token'))
    .json()
    .data.workspaces.map((w: { workspaceId: number }) => w.workspaceId) as number[];

const placeOf = async (userId: number, workspaceId: number) =>
  (
    await t.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.userId, userId), eq(assignments.workspaceId, workspaceId)))
  )[0];

/** School B's manager, and a teacher of school A with an account and a password. */
async function createInvitingSchool() {
  const a = await createWorkspace(t.db, { title: 'School A' });
  const b = await createWorkspace(t.db, { title: 'School B' });
  const manager = await createUser(t.db, {
    assignments: [{ workspaceId: b.id, roles: [ROLE.manager] }],
  });
  const teacher = await createUser(t.db, {
    password: 'teacher password',
    assignments: [{ workspaceId: a.id, roles: [ROLE.teacher] }],
  });
  return {
    a,
    b,
    teacher,
    managerToken: await createToken(t.db, manager.id),
    teacherToken: await createToken(t.db, teacher.id),
  };
}

const askToJoin = (managerToken: string, email: string, workspaceId: number) =>
  call(managerToken, 'POST', '/api/invitations/invite/existing-user', {
    email,
    workspace_id: workspaceId,
    roles: [ROLE.teacher],
  });

describe('adding an existing account to a project', () => {
  it("gives the account no place until its owner accepts, and the manager's list shows it invited", async () => {
    const { a, b, teacher, managerToken, teacherToken } = await createInvitingSchool();
    const asked = await askToJoin(managerToken, teacher.email, b.id);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.status).toBe('awaiting_acceptance');

    expect(await workspacesOf(teacherToken)).toEqual([a.id]);
    const list = await call(managerToken, 'GET', `/api/users?workspace_id=${b.id}`);
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: teacher.id, state: 'invited', isActive: false }),
      ]),
    );
    // The manager can neither act as the person nor switch the place on for them.
    const acting = await call(managerToken, 'POST', '/api/login-as-user', { user_id: teacher.id });
    expect(acting.statusCode).toBe(404);
    const activated = await call(managerToken, 'POST', '/api/users/user/active', {
      workspace_id: b.id,
      user_id: teacher.id,
      isActive: true,
    });
    expect(activated.statusCode).toBe(409);
    expect(activated.json()).toEqual({
      code: 'INVITATION_PENDING',
      message: `${teacher.email} has not accepted the invitation to the project yet`,
    });
    expect(await placeOf(teacher.id, b.id)).toMatchObject({
      isActive: false,
      awaitingAcceptance: true,
    });
  });

  it('lets the signed-in owner join with the link, and nobody else', async () => {
    const { a, b, teacher, managerToken, teacherToken } = await createInvitingSchool();
    await askToJoin(managerToken, teacher.email, b.id);
    const token = findInvitationToken(lastMailTo(teacher.email)!);

    const preview = await call(null, 'GET', `/api/invitations/invite/check?token=${token}`);
    expect(preview.json().data).toEqual({
      email: teacher.email,
      workspaceTitle: 'School B',
      roles: [ROLE.teacher],
      hasAccount: true,
    });
    // The sign-up path never resets an existing account's password.
    const signUp = await call(null, 'POST', '/api/invitations/invite/accept', {
      token,
      name: 'Someone',
      password: 'a new password',
    });
    expect(signUp.statusCode).toBe(410);
    // Neither the manager nor anyone acting as the teacher can accept for them.
    const byManager = await call(managerToken, 'POST', '/api/invitations/invite/join', { token });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().code).toBe('INVITATION_FOR_ANOTHER_ACCOUNT');
    const root = await createUser(t.db, { isRoot: true });
    const rootActing = await createToken(t.db, teacher.id, { impersonatorId: root.id });
    const byActing = await call(rootActing, 'POST', '/api/invitations/invite/join', { token });
    expect(byActing.json().code).toBe('IMPERSONATION_NOT_ALLOWED');
    expect(await workspacesOf(teacherToken)).toEqual([a.id]);

    const joined = await call(teacherToken, 'POST', '/api/invitations/invite/join', { token });
    expect(joined.statusCode).toBe(200);
    expect((await workspacesOf(teacherToken)).sort()).toEqual([a.id, b.id].sort());
    expect(await placeOf(teacher.id, b.id)).toMatchObject({
      isActive: true,
      awaitingAcceptance: false,
    });
    const again = await call(teacherToken, 'POST', '/api/invitations/invite/join', { token });
    expect(again.statusCode).toBe(410);
    const accepted = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invite_accept'), eq(auditEvents.workspaceId, b.id)));
    expect(accepted).toMatchObject([{ actorId: teacher.id }]);
  });

  it('refuses a manager asking a root account to join, and resending to one', async () => {
    const { b, managerToken } = await createInvitingSchool();
    const root = await createUser(t.db, { isRoot: true, password: 'root password' });
    const asked = await askToJoin(managerToken, root.email, b.id);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('ROOT_ACCOUNT_PROTECTED');
    expect(await placeOf(root.id, b.id)).toBeUndefined();

    await t.db.insert(assignments).values({
      userId: root.id,
      workspaceId: b.id,
      roles: [ROLE.teacher],
      isActive: false,
      awaitingAcceptance: true,
    });
    const resent = await call(managerToken, 'POST', '/api/invitations/invite/send', {
      workspace_id: b.id,
      user_id: root.id,
    });
    expect(resent.json().code).toBe('ROOT_ACCOUNT_PROTECTED');
  });
});
