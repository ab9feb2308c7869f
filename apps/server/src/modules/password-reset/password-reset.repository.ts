import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export async function insertPasswordReset(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/**
 * A link neither used nor expired, of an account still active, locked for the transaction that
 * uses it (so two tabs cannot both use one link).
 */
export async function findUsablePasswordReset(
  db: Db,
  tokenHash: string,
  options: { lock: boolean },
) {
  const query = db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: passwordResets }) : await query;
  return row ?? null;
}

/** Spends every open link of the account: once a password is set, older links end too. */
export async function markPasswordResetsUsed(db: Db, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
