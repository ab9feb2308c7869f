import { ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function setUpProject() {
  const workspace = await createWorkspace(t.db, { title: 'Project A' });
  const manager = await createUser(t.db, {
    name: 'Mia Manager',
    assignments: [{ workspaceId: workspace.id, roles: [ROLE.manager] }],
  });
  const teacher = await createUser(t.db, {
    name: 'Taras Teacher',
    email: `taras${workspace.id}@example.test`,
    password: 'teacher password',
    assignments: [{ workspaceId: workspace.id, roles: [ROLE.teacher, ROLE.author] }],
  });
  return { workspace, manager, teacher, token: await createToken(t.db, manager.id) };
}

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), lang: 'en' },
    ...(payload ? { payload } : {}),
  });

const effectiveWorkspaces = async (userId: number) =>
  (await call('GET', '/api/check-token', await createToken(t.db, userId))).json().data.workspaces;

describe('project users', () => {
  it('lists the users of a project with search and the only-active filter', async () => {
    const { workspace, teacher, token } = await setUpProject();
    const all = await call('GET', `/api/users?workspace_id=${workspace.id}`, token);
    expect(all.json().meta).toEqual({ total: 2, page: 1, pageSize: 20 });
    expect(all.json().data.map((u: { name: string }) => u.name)).toEqual([
      'Mia Manager',
      'Taras Teacher',
    ]);
    const found = await call('GET', `/api/users?workspace_id=${workspace.id}&search=TARAS`, token);
    expect(found.json().data).toMatchObject([{ id: teacher.id, roles: [3, 4], state: 'active' }]);

    await call('POST', '/api/users/user/active', token, {
      workspace_id: workspace.id,
      user_id: teacher.id,
      isActive: false,
    });
    const active = await call(
      'GET',
      `/api/users?workspace_id=${workspace.id}&onlyActive=true`,
      token,
    );
    expect(active.json().data.map((u: { id: number }) => u.id)).not.toContain(teacher.id);
  });

  it('changes roles, and the effective role follows', async () => {
    const { workspace, teacher, token } = await setUpProject();
    const res = await call('PUT', '/api/users/user', token, {
      workspace_id: workspace.id,
      user_id: teacher.id,
      roles: [ROLE.moderator, ROLE.teacher, ROLE.moderator],
    });
    expect(res.json().data.roles).toEqual([ROLE.moderator, ROLE.teacher]);
    expect(await effectiveWorkspaces(teacher.id)).toEqual([
      { workspaceId: workspace.id, workspaceTitle: 'Project A', roles: [2, 4] },
    ]);
  });

  it('removes a role but never the last one', async () => {
    const { workspace, teacher, token } = await setUpProject();
    const body = { workspace_id: workspace.id, user_id: teacher.id };
    const first = await call('POST', '/api/users/user/remove-role', token, {
      ...body,
      role: ROLE.author,
    });
    expect(first.json().data.roles).toEqual([ROLE.teacher]);
    const last = await call('POST', '/api/users/user/remove-role', token, {
      ...body,
      role: ROLE.teacher,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      code: 'LAST_ROLE',
      message: "A user's last role in a project cannot be removed",
    });
    expect(await effectiveWorkspaces(teacher.id)).toMatchObject([{ roles: [ROLE.teacher] }]);
  });

  it('deactivation removes the project from the user, activation brings it back', async () => {
    const { workspace, teacher, token } = await setUpProject();
    const body = { workspace_id: workspace.id, user_id: teacher.id };
    await call('POST', '/api/users/user/active', token, { ...body, isActive: false });
    expect(await effectiveWorkspaces(teacher.id)).toEqual([]);
    const back = await call('POST', '/api/users/user/active', token, { ...body, isActive: true });
    expect(back.json().data.isActive).toBe(true);
    expect(await effectiveWorkspaces(teacher.id)).toHaveLength(1);
  });

  it('removes a user from the project, keeping the account', async () => {
    const { workspace, teacher, token } = await setUpProject();
    const res = await call(
      'DELETE',
      `/api/users/user?workspace_id=${workspace.id}&user_id=${teacher.id}`,
      token,
    );
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await effectiveWorkspaces(teacher.id)).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: teacher.email, password: 'teacher password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('hides project A users from the manager of project B and refuses non-managers', async () => {
    const { workspace, teacher } = await setUpProject();
    const other = await createWorkspace(t.db);
    const otherManager = await createUser(t.db, {
      assignments: [{ workspaceId: other.id, roles: [ROLE.manager] }],
    });
    const foreign = await createToken(t.db, otherManager.id);
    const body = { workspace_id: workspace.id, user_id: teacher.id };
    expect((await call('GET', `/api/users?workspace_id=${workspace.id}`, foreign)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', '/api/users/user', foreign, { ...body, roles: [2] })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/users/user/active', foreign, { ...body, isActive: false }))
        .statusCode,
    ).toBe(404);
    // The manager of B cannot reach a B-less user through B either.
    const viaOwn = await call('PUT', '/api/users/user', foreign, {
      ...body,
      workspace_id: other.id,
      roles: [2],
    });
    expect(viaOwn.statusCode).toBe(404);

    const author = await createUser(t.db, {
      assignments: [{ workspaceId: workspace.id, roles: [ROLE.author] }],
    });
    const asAuthor = await call(
      'GET',
      `/api/users?workspace_id=${workspace.id}`,
      await createToken(t.db, author.id),
    );
    expect(asAuthor.statusCode).toBe(403);
    expect(await effectiveWorkspaces(teacher.id)).toMatchObject([{ roles: [3, 4] }]);
  });

  it('records every change in the audit log with actor, target and project', async () => {
    const { workspace, manager, teacher, token } = await setUpProject();
    const body = { workspace_id: workspace.id, user_id: teacher.id };
    await call('PUT', '/api/users/user', token, { ...body, roles: [ROLE.teacher] });
    await call('POST', '/api/users/user/active', token, { ...body, isActive: false });
    const log = await call('GET', `/api/audit-events?workspace_id=${workspace.id}`, token);
    expect(log.json().data).toMatchObject([
      {
        action: 'deactivate',
        actor: { id: manager.id, name: 'Mia Manager' },
        target: { id: teacher.id },
        workspace: { id: workspace.id, title: 'Project A' },
      },
      { action: 'roles_change', details: { from: [3, 4], to: [4] } },
    ]);
    const filtered = await call(
      'GET',
      `/api/audit-events?workspace_id=${workspace.id}&action=roles_change&search=taras`,
      token,
    );
    expect(filtered.json().meta.total).toBe(1);
    const noProject = await call('GET', '/api/audit-events', token);
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().details.fields).toEqual([
      { path: 'workspace_id', message: 'Choose a project' },
    ]);
  });
});
