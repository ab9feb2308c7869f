import type { Assignment, Language, RoleId } from '@slovo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { assignments, type UserRow, users, workspaces } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function listAssignments(db: Db, userId: number): Promise<Assignment[]> {
  const rows = await db
    .select({
      workspaceId: assignments.workspaceId,
      workspaceTitle: workspaces.title,
      roles: assignments.roles,
      isActive: assignments.isActive,
      archived: workspaces.archived,
    })
    .from(assignments)
    .innerJoin(workspaces, eq(workspaces.id, assignments.workspaceId))
    .where(eq(assignments.userId, userId))
    .orderBy(workspaces.title, workspaces.id);
  return rows.map((r) => ({ ...r, roles: r.roles as RoleId[] }));
}

/** Workspaces where the user is an active manager and that are not archived. */
export async function listManagedWorkspaceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: assignments.workspaceId })
    .from(assignments)
    .innerJoin(workspaces, eq(workspaces.id, assignments.workspaceId))
    .where(
      and(
        eq(assignments.userId, userId),
        eq(assignments.isActive, true),
        eq(workspaces.archived, false),
        sql`1 = ANY(${assignments.roles})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<{
    name: string;
    phone: string | null;
    avatarUrl: string | null;
    passwordHash: string;
    language: Language;
  }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function insertUser(db: Db, values: { email: string; name: string }) {
  const [row] = await db.insert(users).values(values).returning();
  return row as UserRow;
}

/** Whether some root account can sign in (has set its password). */
export async function hasReadyRoot(db: Db) {
  const { rows } = await db.execute(
    sql`select 1 from users where is_root and password_hash is not null limit 1`,
  );
  return rows.length > 0;
}

/** The account `email` names as an active root: made if missing (as an invited account is). */
export async function upsertRoot(db: Transaction, values: { email: string; name: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, isRoot: true })
    .onConflictDoUpdate({
      target: users.email,
      set: { isRoot: true, isActive: true, updatedAt: sql`now()` },
    })
    .returning();
  return row as UserRow;
}
