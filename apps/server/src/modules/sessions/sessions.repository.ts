import type { Assignment } from '@slovo/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { assignments, sessions, users, workspaces } from '../../db/schema/index.ts';
import type { ActingImpersonator } from '../../lib/read-caches.ts';

type Db = Database | Transaction;

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    impersonatorId: number | null;
    actingWorkspaceIds: number[] | null;
    expiresAt: Date;
  },
) {
  await db.insert(sessions).values(values);
}

/**
 * A session that is not revoked and not past its absolute expiry, with its user, the user's
 * assignments and, for an acting session, the impersonator with the workspaces they manage now:
 * one round trip, as every authenticated request starts with it.
 */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      assignments: sql<Assignment[]>`(
        select coalesce(json_agg(json_build_object(
          'workspaceId', a.workspace_id, 'workspaceTitle', w.title, 'roles', a.roles,
          'isActive', a.is_active, 'archived', w.archived) order by w.title, w.id), '[]'::json)
        from ${assignments} a join ${workspaces} w on w.id = a.workspace_id
        where a.user_id = ${sessions.userId})`,
      impersonator: sql<ActingImpersonator | null>`(
        select json_build_object('id', u.id, 'name', u.name, 'email', u.email,
          'isRoot', u.is_root, 'isActive', u.is_active,
          'managedWorkspaceIds', (
            select coalesce(json_agg(a.workspace_id), '[]'::json)
            from ${assignments} a join ${workspaces} w on w.id = a.workspace_id
            where a.user_id = u.id and a.is_active and not w.archived and 1 = any(a.roles)))
        from ${users} u where u.id = ${sessions.impersonatorId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}
