import { ROLE, type RoleId } from '@slovo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(token), lang: 'en' }, payload });

/** Retries a read until it passes (a change notification takes a moment) or time runs out. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function addStudent(teacherToken: string, workspaceId: number, childName: string) {
  const res = await call(teacherToken, 'POST', '/api/clients', {
    workspace_id: workspaceId,
    child_name: childName,
    client_name: 'Olena Koval',
    contact_email: 'olena@example.com',
    birth_date: '2019-05-14',
    language: 'uk',
    interest_ids: [],
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/**
 * Schools A and B with a manager each and a teacher of A who has a student there; B later gets
 * the teacher too (in these tests straight in the database: how is a matter of invitations).
 */
async function createTwoSchools() {
  const a = await createWorkspace(t.db, { title: 'School A' });
  const b = await createWorkspace(t.db, { title: 'School B' });
  const managerA = await createUser(t.db, {
    assignments: [{ workspaceId: a.id, roles: [ROLE.manager] }],
  });
  const managerB = await createUser(t.db, {
    assignments: [{ workspaceId: b.id, roles: [ROLE.manager] }],
  });
  const teacher = await createUser(t.db, {
    assignments: [{ workspaceId: a.id, roles: [ROLE.teacher] }],
  });
  const tokens = {
    managerA: await createToken(t.db, managerA.id),
    managerB: await createToken(t.db, managerB.id),
    teacher: await createToken(t.db, teacher.id),
  };
  await addStudent(tokens.teacher, a.id, 'Child of school A');
  return { a, b, managerA, managerB, teacher, tokens };
}

const joinSchool = (userId: number, workspaceId: number, role: RoleId = ROLE.teacher) =>
  t.db.insert(assignments).values({ userId, workspaceId, roles: [role] });

const setActive = (token: string, workspaceId: number, userId: number, isActive: boolean) =>
  call(token, 'POST', '/api/users/user/active', {
    workspace_id: workspaceId,
    user_id: userId,
    isActive,
  });

async function actAs(token: string, userId: number) {
  const res = await call(token, 'POST', '/api/login-as-user', { user_id: userId });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

describe('acting as another user', () => {
  it('never reaches a workspace the impersonator does not manage, even one the user regains later', async () => {
    const { a, b, teacher, tokens } = await createTwoSchools();
    expect((await setActive(tokens.managerA, a.id, teacher.id, false)).statusCode).toBe(200);
    await joinSchool(teacher.id, b.id);
    const acting = await actAs(tokens.managerB, teacher.id);

    expect((await setActive(tokens.managerA, a.id, teacher.id, true)).statusCode).toBe(200);
    // The teacher's own session sees school A again; the acting one never does.
    const own = await eventually(
      () => call(tokens.teacher, 'GET', `/api/clients?workspace_id=${a.id}`),
      (res) => res.statusCode === 200,
    );
    expect(own.json().data.map((c: { child_name: string }) => c.child_name)).toEqual([
      'Child of school A',
    ]);
    const foreign = await call(acting, 'GET', `/api/clients?workspace_id=${a.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Child of school A');
    const me = (await call(acting, 'GET', '/api/check-token')).json().data;
    expect(me.workspaces.map((w: { workspaceId: number }) => w.workspaceId)).toEqual([b.id]);
    expect((await call(acting, 'GET', `/api/clients?workspace_id=${b.id}`)).statusCode).toBe(200);
  });

  it('ends an acting session once the impersonator no longer manages any of its workspaces', async () => {
    const { a, b, managerB, teacher, tokens } = await createTwoSchools();
    await setActive(tokens.managerA, a.id, teacher.id, false);
    await joinSchool(teacher.id, b.id);
    const acting = await actAs(tokens.managerB, teacher.id);
    expect((await call(acting, 'GET', `/api/clients?workspace_id=${b.id}`)).statusCode).toBe(200);

    await t.db
      .update(assignments)
      .set({ roles: [ROLE.teacher] })
      .where(eq(assignments.userId, managerB.id));
    const refused = await eventually(
      () => call(acting, 'GET', `/api/clients?workspace_id=${b.id}`),
      (res) => res.statusCode === 401,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_EXPIRED');
  });

  it('lets root act unconfined, in every workspace of the user', async () => {
    const { a, b, teacher } = await createTwoSchools();
    await joinSchool(teacher.id, b.id);
    const root = await createUser(t.db, { isRoot: true });
    const acting = await actAs(await createToken(t.db, root.id), teacher.id);
    const me = (await call(acting, 'GET', '/api/check-token')).json().data;
    expect(me.workspaces.map((w: { workspaceId: number }) => w.workspaceId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await call(acting, 'GET', `/api/clients?workspace_id=${a.id}`)).statusCode).toBe(200);
  });

  it("records the acting session in the log of each workspace it reaches, for that workspace's managers", async () => {
    const { a, b, managerA, teacher, tokens } = await createTwoSchools();
    await joinSchool(managerA.id, b.id, ROLE.manager);
    await joinSchool(teacher.id, b.id);
    const acting = await actAs(tokens.managerA, teacher.id);
    await call(acting, 'POST', '/api/login-as-user/return');

    for (const [token, workspaceId] of [
      [tokens.managerA, a.id],
      [tokens.managerB, b.id],
    ] as const) {
      const log = await call(token, 'GET', `/api/audit-events?workspace_id=${workspaceId}`);
      expect(log.statusCode).toBe(200);
      const actions = log
        .json()
        .data.map((e: { action: string; target: { id: number } | null }) =>
          e.target?.id === teacher.id ? e.action : null,
        );
      expect(actions).toContain('login_as_user');
      expect(actions).toContain('return_from_user');
    }
  });
});
