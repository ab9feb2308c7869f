import {
  canRefer,
  creditsFor,
  type FamilyReferrals,
  type ReferralEvent,
  type StudentReferrals,
  totalSessions,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Links } from '../../lib/links.ts';
import type { ProtocolsService } from '../protocols/protocols.service.ts';
import * as repository from './referrals.repository.ts';

const sqlFriend = (clientId: number) =>
  sql`select workspace_id from clients where id = ${clientId} and archived_at is null`;
const sqlStudent = (workspaceId: number, clientId: number) =>
  sql`select id from clients where id = ${clientId} and workspace_id = ${workspaceId}`;

/**
 * Records an event of the referral that brought `friendId` and credits what the rules give,
 * in the caller's transaction. Nothing happens for a student who came through no link, and an
 * event recorded before credits nothing more (the ledger's unique key). Returns the credits made.
 */
async function recordReferralEvent(
  tx: Transaction,
  friendId: number,
  event: ReferralEvent,
  userId: number | null = null,
) {
  const referral = await repository.lockReferralOfFriend(tx, friendId);
  if (!referral) return null;
  await repository.markEvent(tx, referral.id, event, userId);
  const credits = creditsFor(event, {
    referrerId: referral.referrer_client_id,
    friendId: referral.friend_client_id,
    originalReferrerId: referral.original_referrer_client_id,
  });
  return { referral, inserted: await repository.insertCredits(tx, referral, event, credits) };
}

/**
 * "Attended": the friend's lesson was held (the player's finish or done calls this in its
 * transaction), so both families and a second-level referrer are credited, once.
 */
export function recordAttendance(tx: Transaction, friendClientId: number) {
  return recordReferralEvent(tx, friendClientId, 'attended');
}

/**
 * The referral bonus of spec 9 (decision 038): every student's family has a referral link; a
 * friend who books through it is recorded as referred; attending and renewing credit free
 * sessions to a ledger per family.
 */
export function createReferralsService({
  db,
  shareLinks,
  protocols,
  publicUrl,
}: {
  db: Database;
  shareLinks: Links;
  protocols: Pick<ProtocolsService, 'familyOfPlanLink'>;
  publicUrl: string;
}) {
  /** The link a family shares: the booking page with the family's code. */
  async function referralUrl(workspaceId: number, clientId: number) {
    const issued = shareLinks.issue();
    const nonce = await repository.ensureCode(db, {
      clientId,
      workspaceId,
      nonce: issued.nonce,
      hash: issued.hash,
    });
    return `${publicUrl}/appointment?ref=${shareLinks.tokenOf(nonce)}`;
  }

  async function ledgerOf(workspaceId: number, clientId: number) {
    const ledger = await repository.listLedger(db, clientId);
    return {
      referral_url: await referralUrl(workspaceId, clientId),
      total_sessions: totalSessions(ledger),
      ledger,
    };
  }

  /**
   * Called when a booking made with a referral code turns into a student: records who referred
   * them. An unknown code, another project's, oneself or a loop records nothing (null); a friend
   * already referred keeps their first referrer. In the caller's transaction when it gives one
   * (the booking that made the student), so the two are kept or lost together.
   */
  async function recordReferral(
    input: { friendClientId: number; referralCode: string },
    transaction?: Transaction,
  ) {
    if (!/^[A-Za-z0-9_-]{22}$/.test(input.referralCode)) return null;
    const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) =>
      transaction ? work(transaction) : db.transaction(work);
    return inTransaction(async (tx) => {
      const referrer = await repository.findReferrerByCode(
        tx,
        shareLinks.hashOf(input.referralCode),
      );
      if (!referrer) return null;
      const { rows } = await tx.execute<{ workspace_id: number }>(sqlFriend(input.friendClientId));
      if (rows[0]?.workspace_id !== referrer.workspace_id) return null;
      const ancestors = await repository.listAncestors(tx, referrer.client_id);
      if (!canRefer(referrer.client_id, input.friendClientId, ancestors)) return null;
      const row = await repository.insertReferral(tx, {
        workspaceId: referrer.workspace_id,
        referrerId: referrer.client_id,
        friendId: input.friendClientId,
      });
      return { referral_id: row.id, referrer_client_id: row.referrer_client_id };
    });
  }

  /** "Attended" outside a lesson's finish (a booking's attended diagnostic, for instance). */
  function recordAttended(friendClientId: number) {
    return db.transaction((tx) => recordAttendance(tx, friendClientId));
  }

  /** Staff record a friend's renewal: their referrer gets one more session, once. */
  async function recordRenewal(
    auth: AuthContext,
    workspaceId: number,
    clientId: number,
  ): Promise<StudentReferrals> {
    await requireStudent(workspaceId, clientId);
    const result = await db.transaction((tx) =>
      recordReferralEvent(tx, clientId, 'renewal', auth.user.id),
    );
    if (!result) throw new AppError('REFERRAL_NOT_REFERRED');
    return studentReferrals(workspaceId, clientId);
  }

  async function requireStudent(workspaceId: number, clientId: number) {
    const { rows } = await db.execute<{ id: number }>(sqlStudent(workspaceId, clientId));
    if (!rows[0]) throw new AppError('NOT_FOUND');
  }

  /** What staff see on the student's card. */
  async function studentReferrals(
    workspaceId: number,
    clientId: number,
  ): Promise<StudentReferrals> {
    await requireStudent(workspaceId, clientId);
    const [own, referredBy, friends] = await Promise.all([
      ledgerOf(workspaceId, clientId),
      repository.findReferredBy(db, clientId),
      repository.listFriends(db, clientId),
    ]);
    return {
      ...own,
      referred_by: referredBy
        ? { client_id: referredBy.client_id, child_name: referredBy.child_name }
        : null,
      attended_at: referredBy?.attended_at ?? null,
      renewed_at: referredBy?.renewed_at ?? null,
      friends,
    };
  }

  /** What the family sees through its plan link: its referral link and ledger. */
  async function familyReferrals(token: string): Promise<FamilyReferrals> {
    const family = await protocols.familyOfPlanLink(token);
    if (!family) throw new AppError('NOT_FOUND');
    return ledgerOf(family.workspace_id, family.client_id);
  }

  return {
    recordReferral,
    recordAttended,
    recordRenewal,
    studentReferrals,
    familyReferrals,
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
