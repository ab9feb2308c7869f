import { buildCategoryTree, ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { listCategories } from './categories.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function setUp() {
  const workspace = await createWorkspace(t.db);
  const moderator = await createUser(t.db, {
    assignments: [{ workspaceId: workspace.id, roles: [ROLE.moderator] }],
  });
  const token = await createToken(t.db, moderator.id);
  const base = `/api/workspaces/${workspace.id}/categories`;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(as), lang: 'en' },
      ...(payload ? { payload } : {}),
    });
  const create = async (name: string, parent = 0, isFolder = false) =>
    (await call('POST', base, { name, parent, is_folder: isFolder })).json().data;
  const list = async () =>
    (await call('GET', base)).json().data as {
      id: number;
      parent: number;
      order: number;
      name: string;
    }[];
  return { workspace, token, base, call, create, list };
}

describe('categories', () => {
  it('builds a tree: new items go last among their siblings, a string order is a number', async () => {
    const { base, call, create } = await setUp();
    const sounds = await create('Sounds', 0, true);
    const r = await create('Sound R', sounds.id);
    const l = await create('Sound L', sounds.id);
    expect([r.order, l.order]).toEqual([0, 1]);
    const explicit = await call('POST', base, { name: 'First', parent: sounds.id, order: '5' });
    expect(explicit.json().data).toMatchObject({ order: 5, parent: sounds.id, is_folder: false });
    const tree = buildCategoryTree((await call('GET', base)).json().data);
    expect(tree.map((n) => n.name)).toEqual(['Sounds']);
    expect(tree[0]?.children.map((n) => n.name)).toEqual(['Sound R', 'Sound L', 'First']);
  });

  it('only folders take children', async () => {
    const { base, call, create } = await setUp();
    const leaf = await create('Leaf');
    const res = await call('POST', base, { name: 'Child', parent: leaf.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CATEGORY_PARENT_INVALID');
  });

  it('moves and reorders in one transaction, and refuses a folder inside itself', async () => {
    const { base, call, create, list } = await setUp();
    const a = await create('A', 0, true);
    const b = await create('B', a.id, true);
    const c = await create('C');
    const moved = await call('PUT', base, {
      items: [
        { id: c.id, parent: b.id, order: 0 },
        { id: b.id, parent: 0, order: '0' },
        { id: a.id, parent: 0, order: 1 },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      parent: b.id,
    });

    const before = await list();
    const cycle = await call('PUT', base, {
      items: [
        { id: c.id, parent: 0, order: 5 },
        { id: a.id, parent: b.id, order: 0 },
        { id: b.id, parent: a.id, order: 0 },
      ],
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json()).toEqual({
      code: 'CATEGORY_CYCLE',
      message: 'A folder cannot be moved inside itself',
    });
    expect(await list()).toEqual(before);
  });

  it('takes the same reorder at /categories/bulk with the workspace in the body', async () => {
    const { workspace, call, create, list } = await setUp();
    const folder = await create('Folder', 0, true);
    const item = await create('Item');
    const moved = await call('PUT', '/api/categories/bulk', {
      workspace_id: workspace.id,
      items: [{ id: item.id, parent: folder.id, order: 0 }],
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).find((x) => x.id === item.id)?.parent).toBe(folder.id);
  });

  it('asks what to do with a non-empty folder, then moves or deletes its contents', async () => {
    const { base, call, create, list } = await setUp();
    const parent = await create('Parent', 0, true);
    const folder = await create('Folder', parent.id, true);
    const child = await create('Child', folder.id);
    const refused = await call('DELETE', `${base}/${folder.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_NOT_EMPTY', details: { children: 1 } });

    await call('DELETE', `${base}/${folder.id}?contents=move`);
    expect((await list()).find((c) => c.id === child.id)?.parent).toBe(parent.id);

    await call('DELETE', `${base}/${parent.id}?contents=delete`);
    expect(await list()).toEqual([]);
  });

  it('lets teachers and authors read, only moderators change, other projects see nothing', async () => {
    const { workspace, base, call, create } = await setUp();
    await create('Visible');
    const teacher = await createUser(t.db, {
      assignments: [{ workspaceId: workspace.id, roles: [ROLE.teacher] }],
    });
    const teacherToken = await createToken(t.db, teacher.id);
    expect((await call('GET', base, undefined, teacherToken)).json().data).toHaveLength(1);
    expect((await call('POST', base, { name: 'Nope' }, teacherToken)).statusCode).toBe(403);

    const elsewhere = await createWorkspace(t.db);
    const stranger = await createUser(t.db, {
      assignments: [{ workspaceId: elsewhere.id, roles: [ROLE.moderator] }],
    });
    expect(
      (await call('GET', base, undefined, await createToken(t.db, stranger.id))).statusCode,
    ).toBe(404);
  });

  it('refuses a body naming another workspace, and ids of another workspace', async () => {
    const first = await setUp();
    const second = await setUp();
    const foreign = await second.create('Foreign folder', 0, true);
    const wrongBody = await first.call('POST', first.base, {
      name: 'X',
      workspace_id: second.workspace.id,
    });
    expect(wrongBody.statusCode).toBe(400);
    const wrongParent = await first.call('POST', first.base, { name: 'X', parent: foreign.id });
    expect(wrongParent.json().code).toBe('CATEGORY_PARENT_INVALID');
    const wrongMove = await first.call('PUT', first.base, {
      items: [{ id: foreign.id, parent: 0, order: 0 }],
    });
    expect(wrongMove.json().code).toBe('CATEGORY_PARENT_INVALID');
    expect((await first.call('DELETE', `${first.base}/${foreign.id}`)).statusCode).toBe(404);
    expect(await second.list()).toHaveLength(1);
  });

  it('lists an empty project as an empty list, and a tree deeper than ten levels whole', async () => {
    const { base, call, list, create } = await setUp();
    expect(await list()).toEqual([]);
    let parent = 0;
    const chain: number[] = [];
    for (let depth = 0; depth < 12; depth++) {
      parent = (await create(`Level ${depth}`, parent, true)).id;
      chain.push(parent);
    }
    await create('Leaf', parent);
    const answer = await call('GET', base);
    // Written by the database as compactly as JSON.stringify would.
    expect(answer.body).toBe(JSON.stringify(answer.json()));
    const all = answer.json().data;
    expect(all).toHaveLength(13);
    let node = buildCategoryTree(all)[0];
    const path: number[] = [];
    while (node?.is_folder) {
      path.push(node.id);
      node = node.children[0];
    }
    expect(path).toEqual(chain);
    expect(node).toMatchObject({ name: 'Leaf', parent, is_folder: false, link_id: null });
  });
});

describe('the tree answer PostgreSQL keeps', () => {
  /** The tree as the database holds it, and as the typed rows say it should be. */
  async function expectCurrent(
    workspaceId: number,
    call: Awaited<ReturnType<typeof setUp>>['call'],
  ) {
    const rows = await listCategories(t.db, workspaceId);
    const { rows: stored } = await t.db.$client.query<{ json: string }>(
      'select json from category_trees where workspace_id = $1',
      [workspaceId],
    );
    expect(JSON.parse(stored[0]?.json ?? '{"data":[]}').data).toEqual(rows);
    const answer = await call(
      'GET',
      `/api/workspaces/${workspaceId}/categories?seen=${Date.now()}`,
    );
    expect(answer.json().data).toEqual(rows);
  }

  it('is the current tree after each kind of change, through the API or plain SQL', async () => {
    const { workspace, base, call, create } = await setUp();
    await expectCurrent(workspace.id, call);
    const folder = await create('Folder', 0, true);
    const leaf = await create('Leaf', folder.id);
    const other = await create('Other');
    await expectCurrent(workspace.id, call);
    await call('PUT', `${base}/${leaf.id}`, {
      name: 'Renamed "leaf"',
      description: 'Звук Р',
      parent: folder.id,
      is_folder: false,
      link_id: 7,
    });
    await expectCurrent(workspace.id, call);
    await call('PUT', base, {
      items: [
        { id: other.id, parent: folder.id, order: 0 },
        { id: leaf.id, parent: 0, order: 0 },
      ],
    });
    await expectCurrent(workspace.id, call);
    // Many rows in one statement, then many rows changed in another, outside the app.
    await t.db.$client.query(
      `insert into categories (workspace_id, parent_id, name, "order")
       select $1, $2, 'Bulk ' || n, n from generate_series(1, 50) n`,
      [workspace.id, folder.id],
    );
    await expectCurrent(workspace.id, call);
    await t.db.$client.query(
      `update categories set "order" = 100 - "order" where workspace_id = $1 and parent_id = $2`,
      [workspace.id, folder.id],
    );
    await expectCurrent(workspace.id, call);
    await call('DELETE', `${base}/${folder.id}?contents=move`);
    await expectCurrent(workspace.id, call);
    const second = await create('Second', 0, true);
    await create('Inside', second.id);
    await call('DELETE', `${base}/${second.id}?contents=delete`);
    await expectCurrent(workspace.id, call);
    // A rolled-back change leaves the tree as it was.
    const client = await t.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('delete from categories where workspace_id = $1', [workspace.id]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await expectCurrent(workspace.id, call);
    // A workspace deleted with its categories takes its tree along.
    await t.db.$client.query('delete from workspaces where id = $1', [workspace.id]);
    const { rowCount } = await t.db.$client.query(
      'select 1 from category_trees where workspace_id = $1',
      [workspace.id],
    );
    expect(rowCount).toBe(0);
  });

  it('keeps both changes when a writer commits while another holds the tree', async () => {
    const { workspace, call } = await setUp();
    const first = await t.db.$client.connect();
    const second = await t.db.$client.connect();
    try {
      const insert = 'insert into categories (workspace_id, name) values ($1, $2)';
      await first.query('begin');
      await first.query(insert, [workspace.id, 'First']);
      // Writes the tree now, holding its row until commit (as a commit does, but held open).
      await first.query('set constraints categories_tree immediate');
      const {
        rows: [pid],
      } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
      await second.query('begin');
      await second.query(insert, [workspace.id, 'Second']);
      const committing = second.query('commit');
      // The second commit waits for the first writer's lock on the tree.
      await expect
        .poll(async () => {
          const { rows } = await first.query<{ wait: string | null }>(
            'select wait_event_type as wait from pg_stat_activity where pid = $1',
            [pid?.pid],
          );
          return rows[0]?.wait;
        })
        .toBe('Lock');
      await first.query('commit');
      await committing;
    } finally {
      first.release();
      second.release();
    }
    await expectCurrent(workspace.id, call);
    expect((await listCategories(t.db, workspace.id)).map((c) => c.name).sort()).toEqual([
      'First',
      'Second',
    ]);
  });

  it('holds every one of many categories created at once', async () => {
    const { workspace, call, create } = await setUp();
    const folder = await create('Folder', 0, true);
    await Promise.all(Array.from({ length: 16 }, (_, i) => create(`Parallel ${i}`, folder.id)));
    await expectCurrent(workspace.id, call);
    expect(await listCategories(t.db, workspace.id)).toHaveLength(17);
  });
});
