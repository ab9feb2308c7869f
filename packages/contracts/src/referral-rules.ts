/**
 * The referral bonus of spec 9 (decision 038), as pure rules: which family is credited how many
 * free sessions, and why, when something happens to a referral. The server stores each credit
 * once per (referral, event, beneficiary, reason), so an event that arrives twice credits once.
 */

/** Free sessions each credit gives (spec 9). */
export const REFERRAL_BONUS = {
  /** The referrer and the friend each, once the friend has attended. */
  attended: 2,
  /** The original referrer, when their friend's friend attends. */
  secondLevel: 1,
  /** The referrer, when the friend renews. */
  renewal: 1,
} as const;

export const REFERRAL_EVENTS = ['attended', 'renewal'] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

export const REFERRAL_REASONS = [
  /** My friend attended: I referred them. */
  'friend_attended',
  /** I attended, having come through a friend's link. */
  'welcome',
  /** A friend of my friend attended. */
  'second_level',
  /** My friend renewed. */
  'friend_renewal',
] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** One referral: who shared the link, who came through it, and who had referred the sharer. */
export type ReferralChain = {
  referrerId: number;
  friendId: number;
  /** The referrer's own referrer, if they came through someone's link too. */
  originalReferrerId: number | null;
};

export type ReferralCredit = {
  beneficiaryId: number;
  reason: ReferralReason;
  sessions: number;
};

/** The credits an event on one referral grants. */
export function creditsFor(event: ReferralEvent, chain: ReferralChain): ReferralCredit[] {
  if (event === 'renewal') {
    return [
      {
        beneficiaryId: chain.referrerId,
        reason: 'friend_renewal',
        sessions: REFERRAL_BONUS.renewal,
      },
    ];
  }
  const credits: ReferralCredit[] = [
    {
      beneficiaryId: chain.referrerId,
      reason: 'friend_attended',
      sessions: REFERRAL_BONUS.attended,
    },
    { beneficiaryId: chain.friendId, reason: 'welcome', sessions: REFERRAL_BONUS.attended },
  ];
  const original = chain.originalReferrerId;
  // A chain that loops back (never stored, but checked) credits nobody twice for one event.
  if (original !== null && original !== chain.referrerId && original !== chain.friendId) {
    credits.push({
      beneficiaryId: original,
      reason: 'second_level',
      sessions: REFERRAL_BONUS.secondLevel,
    });
  }
  return credits;
}

/**
 * Whether `friendId` may be recorded as referred by `referrerId`: never oneself, and never someone
 * up the referrer's own chain (`referrerAncestors`, nearest first), which would make a loop.
 */
export function canRefer(referrerId: number, friendId: number, referrerAncestors: number[]) {
  return referrerId !== friendId && !referrerAncestors.includes(friendId);
}

/** Free sessions a ledger adds up to. */
export function totalSessions(credits: readonly { sessions: number }[]) {
  return credits.reduce((sum, credit) => sum + credit.sessions, 0);
}
