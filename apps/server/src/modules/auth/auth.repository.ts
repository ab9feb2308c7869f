import type { Assignment, RoleId } from '@slovo/contracts';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { assignments, loginFailures, sessions, users, workspaces } from '../../db/schema/index.ts';

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

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; impersonatorId: number | null; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

/** A session that is not revoked and not past its absolute expiry. */
export function findLiveSession(db: Db, tokenHash: string) {
  return db.query.sessions.findFirst({
    where: and(
      eq(sessions.tokenHash, tokenHash),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql`now()`),
    ),
  });
}

/** Written at most once a minute per session, so reads do not turn into writes. */
export async function touchSession(db: Db, sessionId: number) {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`)),
    );
}

export async function revokeSession(db: Db, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

/** Failures per subject in the last `windowSeconds`, with the oldest one's time. */
export async function countRecentFailures(db: Db, subjects: string[], windowSeconds: number) {
  return db
    .select({
      subject: loginFailures.subject,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.subject, subjects),
        gt(loginFailures.at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .groupBy(loginFailures.subject);
}

export async function insertFailures(db: Db, subjects: string[]) {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
  await db.delete(loginFailures).where(lt(loginFailures.at, sql`now() - interval '1 hour'`));
}

export async function clearFailures(db: Db, subject: string) {
  await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
}

/** Active manager assignments in non-archived workspaces. */
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
