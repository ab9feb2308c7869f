import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { invitations, users, workspaces } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export async function insertInvitation(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    workspaceId: number;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  await db.insert(invitations).values(values);
}

export async function revokePendingInvitations(db: Db, userId: number, workspaceId?: number) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.userId, userId),
        workspaceId === undefined ? undefined : eq(invitations.workspaceId, workspaceId),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** An invitation that is neither used, revoked nor expired, locked for the accepting transaction. */
export async function findUsableInvitation(db: Db, tokenHash: string, options: { lock: boolean }) {
  const query = db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      workspaceId: invitations.workspaceId,
      email: users.email,
      workspaceTitle: workspaces.title,
      workspaceArchived: workspaces.archived,
      hasAccount: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: invitations }) : await query;
  return row ?? null;
}

export async function markInvitationUsed(db: Db, id: number) {
  await db.update(invitations).set({ usedAt: sql`now()` }).where(eq(invitations.id, id));
}
