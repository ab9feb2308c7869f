import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

type Db = Database | Transaction;

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

export async function touchSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
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
