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

/** Whether some root account can sign in (has set its password). */
export async function hasReadyRoot(db: Db) {
  const { rows } = await db.execute(
    sql`select 1 from users where is_root and password_hash is not null limit 1`,
  );
  return rows.length > 0;
}

/**
 * The root account `email` names, while no root account can sign in: made if missing, made root
 * and active if it exists. Null once some root account has a password (nothing to open).
 */
export async function ensureFirstRoot(db: Transaction, email: string) {
  // One start at a time: two processes starting together make the account once.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('slovo-first-root'))`);
  if (await hasReadyRoot(db)) return null;
  const { rows } = await db.execute<{ id: number; has_password: boolean }>(sql`
    insert into users (email, name, is_root) values (${email}, ${email.split('@')[0] ?? email}, true)
    on conflict (email) do update set is_root = true, is_active = true
    returning id, password_hash is not null as has_password`);
  const row = rows[0];
  if (!row) throw new Error('first root upsert returned nothing');
  return row;
}
