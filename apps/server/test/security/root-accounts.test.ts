import { ROLE } from '@slovo/contracts';
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

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(token), lang: 'en' }, payload });

/** A school whose manager finds a root account among its users. */
async function createSchoolWithRoot() {
  const school = await createWorkspace(t.db);
  const manager = await createUser(t.db, {
    assignments: [{ workspaceId: school.id, roles: [ROLE.manager] }],
  });
  const root = await createUser(t.db, {
    isRoot: true,
    assignments: [{ workspaceId: school.id, roles: [ROLE.teacher, ROLE.author] }],
  });
  return { school, root, managerToken: await createToken(t.db, manager.id) };
}

const readPlace = async (userId: number) =>
  t.db.select().from(assignments).where(eq(assignments.userId, userId));

describe('root accounts', () => {
  it('refuses every change a manager tries on a root account, and keeps its place as it was', async () => {
    const { school, root, managerToken } = await createSchoolWithRoot();
    const before = await readPlace(root.id);
    const target = { workspace_id: school.id, user_id: root.id };
    const attempts = [
      () => call(managerToken, 'PUT', '/api/users/user', { ...target, roles: [ROLE.teacher] }),
      () =>
        call(managerToken, 'POST', '/api/users/user/remove-role', { ...target, role: ROLE.author }),
      () => call(managerToken, 'POST', '/api/users/user/active', { ...target, isActive: false }),
      () =>
        call(
          managerToken,
          'DELETE',
          `/api/users/user?workspace_id=${school.id}&user_id=${root.id}`,
        ),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'ROOT_ACCOUNT_PROTECTED',
        message: 'Only root can change a root account',
      });
    }
    expect(await readPlace(root.id)).toEqual(before);
  });

  it('refuses a manager acting as a root account', async () => {
    const { root, managerToken } = await createSchoolWithRoot();
    const res = await call(managerToken, 'POST', '/api/login-as-user', { user_id: root.id });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('lets root change a root account', async () => {
    const { school, root } = await createSchoolWithRoot();
    const other = await createUser(t.db, { isRoot: true });
    const res = await call(await createToken(t.db, other.id), 'POST', '/api/users/user/active', {
      workspace_id: school.id,
      user_id: root.id,
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
  });
});
