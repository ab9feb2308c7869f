import { ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), lang: 'en' },
    ...(payload ? { payload } : {}),
  });

describe('projects', () => {
  it('root creates, renames, archives and restores a project without losing assignments', async () => {
    const root = await createToken(t.db, (await createUser(t.db, { isRoot: true })).id);
    const created = await call('POST', '/api/workspaces', root, {
      title: '  Speech Stars ',
      description: 'Kyiv branch',
    });
    expect(created.json().data).toMatchObject({
      title: 'Speech Stars',
      archived: false,
      usersCount: 0,
    });
    const id = created.json().data.id;
    const teacher = await createUser(t.db, {
      assignments: [{ workspaceId: id, roles: [ROLE.teacher] }],
    });
    const teacherToken = await createToken(t.db, teacher.id);

    const renamed = await call('PUT', `/api/workspaces/${id}`, root, {
      title: 'Speech Stars Kyiv',
      description: '',
    });
    expect(renamed.json().data).toMatchObject({ title: 'Speech Stars Kyiv', usersCount: 1 });

    await call('POST', `/api/workspaces/${id}/archive`, root);
    const live = await call('GET', '/api/workspaces?search=speech', root);
    expect(live.json().data).toEqual([]);
    const archived = await call('GET', '/api/workspaces/archived?search=speech', root);
    expect(archived.json().data).toMatchObject([{ id, archived: true }]);
    const me = await call('GET', '/api/check-token', teacherToken);
    expect(me.json().data.workspaces).toEqual([]);

    await call('POST', `/api/workspaces/${id}/restore`, root);
    const again = await call('GET', '/api/check-token', teacherToken);
    expect(again.json().data.workspaces).toMatchObject([
      { workspaceId: id, roles: [ROLE.teacher] },
    ]);
  });

  it('a manager sees only their projects and becomes manager of one they create', async () => {
    const mine = await createWorkspace(t.db, { title: 'Mine' });
    await createWorkspace(t.db, { title: 'Not mine' });
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: mine.id, roles: [ROLE.manager] }],
    });
    const token = await createToken(t.db, manager.id);
    const list = await call('GET', '/api/workspaces', token);
    expect(list.json().data.map((w: { title: string }) => w.title)).toEqual(['Mine']);

    const created = await call('POST', '/api/workspaces', token, { title: 'New branch' });
    const me = await call('GET', '/api/check-token', token);
    expect(me.json().data.workspaces).toContainEqual({
      workspaceId: created.json().data.id,
      workspaceTitle: 'New branch',
      roles: [ROLE.manager],
    });

    await call('POST', `/api/workspaces/${mine.id}/archive`, token);
    const archived = await call('GET', '/api/workspaces/archived', token);
    expect(archived.json().data.map((w: { id: number }) => w.id)).toEqual([mine.id]);
    const restored = await call('POST', `/api/workspaces/${mine.id}/restore`, token);
    expect(restored.json().data.archived).toBe(false);
  });

  it('keeps other projects out of a manager’s reach', async () => {
    const foreign = await createWorkspace(t.db, { title: 'Foreign' });
    const mine = await createWorkspace(t.db);
    const manager = await createUser(t.db, {
      assignments: [{ workspaceId: mine.id, roles: [ROLE.manager] }],
    });
    const token = await createToken(t.db, manager.id);
    expect(
      (await call('PUT', `/api/workspaces/${foreign.id}`, token, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/workspaces/${foreign.id}/archive`, token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/workspaces/${foreign.id}/restore`, token)).statusCode).toBe(
      404,
    );
    const teacher = await createUser(t.db, {
      assignments: [{ workspaceId: mine.id, roles: [ROLE.teacher] }],
    });
    expect(
      (await call('GET', '/api/workspaces', await createToken(t.db, teacher.id))).statusCode,
    ).toBe(403);
  });

  it('validates the project name with its bounds', async () => {
    const root = await createToken(t.db, (await createUser(t.db, { isRoot: true })).id);
    const res = await call('POST', '/api/workspaces', root, { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'title', message: 'Project name must have 2 to 100 characters' },
    ]);
  });
});
