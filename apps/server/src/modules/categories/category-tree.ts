import type { Database } from '../../db/client.ts';

const EMPTY_TREE = Buffer.from('{"data":[]}');

/**
 * Reads a workspace's category tree as the API's JSON answer (`{"data":[...]}`, the same flat
 * list as `listCategories`). PostgreSQL writes that text when a change to the workspace's
 * categories commits (`category_trees`, migration 0016), so a read is one lookup by key with no
 * per-row work here.
 *
 * The process also keeps the last text it read of each workspace, with the transaction that
 * wrote it: every read still asks the database, which sends the text only when another
 * transaction has written it since. The answer is therefore always the committed tree, and the
 * usual read moves a few bytes instead of the whole tree (a thousand nodes are ~120 KB, which
 * cost more to receive and decode than to look up). A named statement is parsed and planned
 * once per connection.
 */
export function createCategoryTreeReader(db: Database, options: { keptWorkspaces: number }) {
  const kept = new Map<number, { writtenIn: string; body: Buffer }>();

  return async function readTree(workspaceId: number): Promise<Buffer> {
    const known = kept.get(workspaceId);
    const { rows } = await db.$client.query<{ written_in: string; json: string | null }>({
      name: 'category-tree',
      text: `select written_in, case when written_in = $2 then null else json end as json
        from category_trees where workspace_id = $1`,
      values: [workspaceId, known?.writtenIn ?? '-1'],
    });
    const row = rows[0];
    // A workspace whose categories were never written has none.
    if (!row) return EMPTY_TREE;
    let body = known?.body;
    if (row.json !== null || !body) body = Buffer.from(row.json ?? '{"data":[]}');
    // Most recently read last: the first key is the one to forget.
    kept.delete(workspaceId);
    kept.set(workspaceId, { writtenIn: row.written_in, body });
    if (kept.size > options.keptWorkspaces) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return body;
  };
}
