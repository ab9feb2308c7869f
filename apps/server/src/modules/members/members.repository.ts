import type { ProjectUser, RoleId } from '@slovo/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { assignments, users } from '../../db/schema/index.ts';

type Db = Database | Transaction;

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatarUrl,
  roles: assignments.roles,
  isActive: assignments.isActive,
  // A user who never set a password, or was asked to join and has not accepted, is invited.
  state: sql<'active' | 'invited'>`case
    when ${users.passwordHash} is null or ${assignments.awaitingAcceptance} then 'invited'
    else 'active' end`,
};

const toMember = (row: Omit<ProjectUser, 'roles'> & { roles: number[] }): ProjectUser => ({
  ...row,
  roles: [...row.roles].sort((a, b) => a - b) as RoleId[],
});

export async function listMembers(
  db: Db,
  filter: {
    workspaceId: number;
    search?: string;
    onlyActive: boolean;
    page: number;
    pageSize: number;
  },
) {
  const term = containsPattern(filter.search);
  const where: SQL | undefined = and(
    eq(assignments.workspaceId, filter.workspaceId),
    filter.onlyActive ? eq(assignments.isActive, true) : undefined,
    term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
  );
  const rows = await db
    .select({ ...memberColumns, total: sql<number>`count(*) over ()::int` })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { members: rows.map(({ total: _, ...r }) => toMember(r)), total: rows[0]?.total ?? 0 };
}

export async function findMember(db: Db, workspaceId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .where(and(eq(assignments.workspaceId, workspaceId), eq(assignments.userId, userId)));
  return row ? toMember(row) : null;
}

const whereAssignment = (workspaceId: number, userId: number) =>
  and(eq(assignments.workspaceId, workspaceId), eq(assignments.userId, userId));

/** A place in a project; one awaiting acceptance stays inactive until its owner accepts. */
export async function insertAssignment(
  db: Db,
  values: { workspaceId: number; userId: number; roles: RoleId[]; awaitingAcceptance?: boolean },
) {
  await db.insert(assignments).values({ ...values, isActive: !values.awaitingAcceptance });
}

/** The place its owner accepted becomes active; a place not awaiting acceptance is left as is. */
export async function acceptPlace(db: Db, workspaceId: number, userId: number) {
  await db
    .update(assignments)
    .set({ awaitingAcceptance: false, isActive: true, updatedAt: sql`now()` })
    .where(and(whereAssignment(workspaceId, userId), eq(assignments.awaitingAcceptance, true)));
}

export async function updateRoles(db: Db, workspaceId: number, userId: number, roles: RoleId[]) {
  const rows = await db
    .update(assignments)
    .set({ roles, updatedAt: sql`now()` })
    .where(whereAssignment(workspaceId, userId))
    .returning({ userId: assignments.userId });
  return rows.length > 0;
}

/** Removes one role unless it is the last one; false when nothing changed. */
export async function removeRoleUnlessLast(
  db: Db,
  workspaceId: number,
  userId: number,
  role: RoleId,
) {
  const rows = await db
    .update(assignments)
    .set({
      roles: sql`array_remove(${assignments.roles}, ${role}::smallint)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        whereAssignment(workspaceId, userId),
        sql`${role}::smallint = ANY(${assignments.roles})`,
        sql`cardinality(${assignments.roles}) > 1`,
      ),
    )
    .returning({ userId: assignments.userId });
  return rows.length > 0;
}

/** false when the place awaits its owner's acceptance: only they can make it active. */
export async function setActive(db: Db, workspaceId: number, userId: number, isActive: boolean) {
  const rows = await db
    .update(assignments)
    .set({ isActive, updatedAt: sql`now()` })
    .where(and(whereAssignment(workspaceId, userId), eq(assignments.awaitingAcceptance, false)))
    .returning({ userId: assignments.userId });
  return rows.length > 0;
}

export async function deleteAssignment(db: Db, workspaceId: number, userId: number) {
  await db.delete(assignments).where(whereAssignment(workspaceId, userId));
}

export async function isRootAccount(db: Db, userId: number) {
  const [row] = await db.select({ isRoot: users.isRoot }).from(users).where(eq(users.id, userId));
  return row?.isRoot ?? false;
}
