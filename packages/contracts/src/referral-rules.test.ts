import { describe, expect, it } from 'vitest';
import { canRefer, creditsFor, REFERRAL_BONUS, totalSessions } from './referral-rules.ts';

describe('referral credits', () => {
  it('gives the referrer and the friend two sessions each when the friend attends', () => {
    expect(
      creditsFor('attended', { referrerId: 1, friendId: 2, originalReferrerId: null }),
    ).toEqual([
      { beneficiaryId: 1, reason: 'friend_attended', sessions: 2 },
      { beneficiaryId: 2, reason: 'welcome', sessions: 2 },
    ]);
  });

  it('gives the original referrer one more for a second-level referral', () => {
    const credits = creditsFor('attended', { referrerId: 2, friendId: 3, originalReferrerId: 1 });
    expect(credits).toContainEqual({ beneficiaryId: 1, reason: 'second_level', sessions: 1 });
    expect(totalSessions(credits)).toBe(5);
  });

  it('gives the referrer one more when the friend renews, and nobody else anything', () => {
    expect(creditsFor('renewal', { referrerId: 2, friendId: 3, originalReferrerId: 1 })).toEqual([
      { beneficiaryId: 2, reason: 'friend_renewal', sessions: REFERRAL_BONUS.renewal },
    ]);
  });

  it('never credits one family twice for one event, even in a loop', () => {
    const credits = creditsFor('attended', { referrerId: 2, friendId: 1, originalReferrerId: 1 });
    expect(credits.map((c) => c.beneficiaryId)).toEqual([2, 1]);
  });

  it('refuses a self-referral and a referral back up the chain', () => {
    expect(canRefer(1, 1, [])).toBe(false);
    expect(canRefer(2, 1, [1])).toBe(false);
    expect(canRefer(3, 1, [2, 1])).toBe(false);
    expect(canRefer(1, 2, [])).toBe(true);
  });
});
