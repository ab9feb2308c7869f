import type { ReferralCreditView, ReferralEvent, ReferralReason } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

type Db = Database | Transaction;

/** The family a parent's plan link opens: a student still on the books; null for anything else. */
/** The family's referral link nonce, made on first need (one per student, never replaced). */
export async function ensureCode(
  db: Db,
  values: { clientId: number; workspaceId: number; nonce: string; hash: string },
) {
  await db.execute(sql`
    insert into referral_codes (client_id, workspace_id, share_nonce, share_token_hash)
    values (${values.clientId}, ${values.workspaceId}, ${values.nonce}, ${values.hash})
    on conflict (client_id) do nothing`);
  const { rows } = await db.execute<{ share_nonce: string }>(
    sql`select share_nonce from referral_codes where client_id = ${values.clientId}`,
  );
  const row = rows[0];
  if (!row) throw new Error('referral code not stored');
  return row.share_nonce;
}

/** The student a referral code belongs to, if still on the books. */
export async function findReferrerByCode(db: Db, tokenHash: string) {
  const { rows } = await db.execute<{ client_id: number; workspace_id: number }>(sql`
    select r.client_id, r.workspace_id from referral_codes r
    join clients c on c.id = r.client_id
    where r.share_token_hash = ${tokenHash} and c.archived_at is null`);
  return rows[0] ?? null;
}

/** Who referred whom above `clientId`, nearest first (bounded, so a bad row cannot spin). */
export async function listAncestors(db: Db, clientId: number) {
  const { rows } = await db.execute<{ referrer_client_id: number }>(sql`
    with recursive up(client_id, depth) as (
      select ${clientId}::int, 0
      union all
      select r.referrer_client_id, up.depth + 1 from referrals r
      join up on r.friend_client_id = up.client_id where up.depth < 50)
    select client_id as referrer_client_id from up where depth > 0 order by depth`);
  return rows.map((row) => row.referrer_client_id);
}

export async function insertReferral(
  db: Db,
  values: { workspaceId: number; referrerId: number; friendId: number },
) {
  await db.execute(sql`
    insert into referrals (workspace_id, referrer_client_id, friend_client_id)
    values (${values.workspaceId}, ${values.referrerId}, ${values.friendId})
    on conflict (friend_client_id) do nothing`);
  const { rows } = await db.execute<{ id: number; referrer_client_id: number }>(sql`
    select id, referrer_client_id from referrals where friend_client_id = ${values.friendId}`);
  const row = rows[0];
  if (!row) throw new Error('referral not stored');
  return row;
}

export type ReferralRow = {
  id: number;
  workspace_id: number;
  referrer_client_id: number;
  friend_client_id: number;
  original_referrer_client_id: number | null;
};

/** The referral that brought `friendId`, locked for the event being recorded. */
export async function lockReferralOfFriend(tx: Transaction, friendId: number) {
  const { rows } = await tx.execute<ReferralRow>(sql`
    select r.id, r.workspace_id, r.referrer_client_id, r.friend_client_id,
      (select o.referrer_client_id from referrals o where o.friend_client_id = r.referrer_client_id)
        as original_referrer_client_id
    from referrals r where r.friend_client_id = ${friendId} for update of r`);
  return rows[0] ?? null;
}

export async function markEvent(
  tx: Transaction,
  referralId: number,
  event: ReferralEvent,
  userId: number | null,
) {
  if (event === 'attended') {
    await tx.execute(sql`update referrals set attended_at = coalesce(attended_at, now())
      where id = ${referralId}`);
  } else {
    await tx.execute(sql`update referrals set renewed_at = coalesce(renewed_at, now()),
      renewed_by = coalesce(renewed_by, ${userId}) where id = ${referralId}`);
  }
}

/** Credits each (referral, event, beneficiary, reason) once: a repeat inserts nothing. */
export async function insertCredits(
  tx: Transaction,
  referral: ReferralRow,
  event: ReferralEvent,
  credits: { beneficiaryId: number; reason: ReferralReason; sessions: number }[],
) {
  let inserted = 0;
  for (const credit of credits) {
    const { rowCount } = await tx.execute(sql`
      insert into referral_credits (workspace_id, referral_id, event, beneficiary_client_id,
        reason, sessions)
      values (${referral.workspace_id}, ${referral.id}, ${event}, ${credit.beneficiaryId},
        ${credit.reason}, ${credit.sessions})
      on conflict (referral_id, event, beneficiary_client_id, reason) do nothing`);
    inserted += rowCount ?? 0;
  }
  return inserted;
}

const firstName = (column: ReturnType<typeof sql>) => sql`split_part(${column}, ' ', 1)`;

/** The family's ledger, newest first; the other family named by the child's first name only. */
export async function listLedger(db: Db, clientId: number) {
  const { rows } = await db.execute<ReferralCreditView>(sql`
    select to_json(k.created_at)#>>'{}' as at, k.event, k.reason, k.sessions,
      ${firstName(sql`o.child_name`)} as other_child
    from referral_credits k
    join referrals r on r.id = k.referral_id
    join clients o on o.id = case when k.reason = 'welcome' then r.referrer_client_id
      else r.friend_client_id end
    where k.beneficiary_client_id = ${clientId}
    order by k.created_at desc, k.id desc`);
  return rows;
}

export async function findReferredBy(db: Db, clientId: number) {
  const { rows } = await db.execute<{
    client_id: number;
    child_name: string;
    attended_at: string | null;
    renewed_at: string | null;
  }>(sql`
    select r.referrer_client_id as client_id, c.child_name,
      to_json(r.attended_at)#>>'{}' as attended_at, to_json(r.renewed_at)#>>'{}' as renewed_at
    from referrals r join clients c on c.id = r.referrer_client_id
    where r.friend_client_id = ${clientId}`);
  return rows[0] ?? null;
}

export async function listFriends(db: Db, clientId: number) {
  const { rows } = await db.execute<{
    client_id: number;
    child_name: string;
    referred_at: string;
    attended_at: string | null;
    renewed_at: string | null;
  }>(sql`
    select r.friend_client_id as client_id, c.child_name,
      to_json(r.created_at)#>>'{}' as referred_at, to_json(r.attended_at)#>>'{}' as attended_at,
      to_json(r.renewed_at)#>>'{}' as renewed_at
    from referrals r join clients c on c.id = r.friend_client_id
    where r.referrer_client_id = ${clientId}
    order by r.created_at, r.id`);
  return rows;
}
