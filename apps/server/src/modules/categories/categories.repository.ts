import { CATEGORY_ROOT, type Category } from '@slovo/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { categories, exercises } from '../../db/schema/index.ts';

type Db = Database | Transaction;
/** The columns the API shows (timestamps stay in the database: mapping them costs). */
const COLUMNS = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  parentId: categories.parentId,
  isFolder: categories.isFolder,
  linkId: categories.linkId,
  order: categories.order,
  workspaceId: categories.workspaceId,
};
type Row = { [K in keyof typeof COLUMNS]: (typeof categories.$inferSelect)[K] };

const toCategory = (row: Row): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  parent: row.parentId ?? CATEGORY_ROOT,
  is_folder: row.isFolder,
  link_id: row.linkId,
  order: row.order,
  workspace_id: row.workspaceId,
});

const toParentId = (parent: number) => (parent === CATEGORY_ROOT ? null : parent);

export async function listCategories(
  db: Db,
  workspaceId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(COLUMNS)
    .from(categories)
    .where(eq(categories.workspaceId, workspaceId))
    .orderBy(asc(categories.parentId), asc(categories.order), asc(categories.id));
  // Tree changes lock the workspace's rows, so concurrent moves cannot build a cycle together.
  const rows = options.lock ? await query.for('update') : await query;
  return rows.map(toCategory);
}

export async function nextOrder(db: Db, workspaceId: number, parent: number) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${categories.order}) + 1, 0)::int` })
    .from(categories)
    .where(
      and(
        eq(categories.workspaceId, workspaceId),
        parent === CATEGORY_ROOT ? isNull(categories.parentId) : eq(categories.parentId, parent),
      ),
    );
  return row?.next ?? 0;
}

export async function insertCategory(
  db: Db,
  values: {
    workspaceId: number;
    name: string;
    description: string;
    parent: number;
    isFolder: boolean;
    linkId: number | null;
    order: number;
  },
) {
  const { parent, ...rest } = values;
  const [row] = await db
    .insert(categories)
    .values({ ...rest, parentId: toParentId(parent) })
    .returning(COLUMNS);
  return toCategory(row as Row);
}

export async function updateCategory(
  db: Db,
  workspaceId: number,
  id: number,
  values: Partial<{
    name: string;
    description: string;
    linkId: number | null;
    parent: number;
    order: number;
  }>,
) {
  const { parent, ...rest } = values;
  const [row] = await db
    .update(categories)
    .set({
      ...rest,
      ...(parent === undefined ? {} : { parentId: toParentId(parent) }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(categories.workspaceId, workspaceId), eq(categories.id, id)))
    .returning(COLUMNS);
  return row ? toCategory(row) : null;
}

export async function reparentChildren(db: Db, workspaceId: number, from: number, to: number) {
  await db
    .update(categories)
    .set({ parentId: toParentId(to), updatedAt: sql`now()` })
    .where(and(eq(categories.workspaceId, workspaceId), eq(categories.parentId, from)));
}

/** Deletes the given ids, deepest first (the parent link refuses orphans). */
export async function deleteCategories(db: Db, workspaceId: number, idsDeepestFirst: number[]) {
  for (const id of idsDeepestFirst) {
    await db
      .delete(categories)
      .where(and(eq(categories.workspaceId, workspaceId), eq(categories.id, id)));
  }
}

export async function countExercises(db: Db, categoryIds: number[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(exercises)
    .where(inArray(exercises.categoryId, categoryIds));
  return row?.count ?? 0;
}

export async function moveExercises(db: Db, categoryIds: number[], targetId: number) {
  await db
    .update(exercises)
    .set({ categoryId: targetId, updatedAt: new Date() })
    .where(inArray(exercises.categoryId, categoryIds));
}
