import type { Workspace } from '@slovo/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { assignments, workspaces } from '../../db/schema/index.ts';

type Db = Database | Transaction;

const columns = {
  id: workspaces.id,
  title: workspaces.title,
  description: workspaces.description,
  archived: workspaces.archived,
  createdAt: workspaces.createdAt,
  usersCount: sql<number>`(select count(*)::int from ${assignments} where ${assignments.workspaceId} = ${workspaces.id})`,
};

const toWorkspace = (row: Omit<Workspace, 'createdAt'> & { createdAt: Date }): Workspace => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function findLiveWorkspace(db: Db, id: number) {
  return db.query.workspaces.findFirst({
    where: and(eq(workspaces.id, id), eq(workspaces.archived, false)),
    columns: { id: true, title: true },
  });
}

export async function findWorkspace(db: Db, id: number): Promise<Workspace | null> {
  const [row] = await db.select(columns).from(workspaces).where(eq(workspaces.id, id));
  return row ? toWorkspace(row) : null;
}

/**
 * Workspaces where the user holds the manager role (active only, unless `anyState`); a place
 * never accepted does not count.
 */
const managedBy = (userId: number, anyState: boolean) => sql`exists (
  select 1 from ${assignments}
  where ${assignments.workspaceId} = ${workspaces.id}
    and ${assignments.userId} = ${userId}
    and 1 = any(${assignments.roles})
    and not ${assignments.awaitingAcceptance}
    ${anyState ? sql`` : sql`and ${assignments.isActive}`}
)`;

export async function listWorkspaces(
  db: Db,
  filter: {
    archived: boolean;
    /** null: every workspace (root). */
    managerId: number | null;
    search?: string;
    page: number;
    pageSize: number;
  },
) {
  const term = containsPattern(filter.search);
  const where: SQL | undefined = and(
    eq(workspaces.archived, filter.archived),
    filter.managerId === null ? undefined : managedBy(filter.managerId, filter.archived),
    term ? or(ilike(workspaces.title, term), ilike(workspaces.description, term)) : undefined,
  );
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()::int` })
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.title), asc(workspaces.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    workspaces: rows.map(({ total: _, ...r }) => toWorkspace(r)),
    total: rows[0]?.total ?? 0,
  };
}

export async function isManagerOf(db: Db, userId: number, workspaceId: number) {
  const [row] = await db
    .select({ ok: sql<number>`1` })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), managedBy(userId, true)));
  return row !== undefined;
}

export async function insertWorkspace(db: Db, values: { title: string; description: string }) {
  const [row] = await db.insert(workspaces).values(values).returning({ id: workspaces.id });
  return row?.id as number;
}

export async function updateWorkspace(
  db: Db,
  id: number,
  values: Partial<{ title: string; description: string; archived: boolean }>,
) {
  const rows = await db
    .update(workspaces)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(workspaces.id, id))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}
