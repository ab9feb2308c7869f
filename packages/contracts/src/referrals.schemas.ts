import { z } from 'zod';
import { IdSchema } from './common.schemas.ts';
import { REFERRAL_EVENTS, REFERRAL_REASONS } from './referral-rules.ts';

// ---------------------------------------------------------------------------------------------
// The referral bonus (spec 9, decision 038): each family's link, and the ledger of free sessions.

export const ReferralCreditSchema = z.object({
  at: z.string(),
  event: z.enum(REFERRAL_EVENTS),
  reason: z.enum(REFERRAL_REASONS),
  sessions: z.number().int(),
  /** The other family of the referral, by the child's first name only. */
  other_child: z.string(),
});
export type ReferralCreditView = z.infer<typeof ReferralCreditSchema>;

/** What the family sees through its plan link: its own referral link and its ledger. */
export const FamilyReferralsSchema = z.object({
  referral_url: z.string(),
  total_sessions: z.number().int(),
  ledger: z.array(ReferralCreditSchema),
});
export type FamilyReferrals = z.infer<typeof FamilyReferralsSchema>;

const ReferredFriendSchema = z.object({
  client_id: z.number().int(),
  child_name: z.string(),
  referred_at: z.string(),
  attended_at: z.string().nullable(),
  renewed_at: z.string().nullable(),
});

/** What staff see on the student's card. */
export const StudentReferralsSchema = FamilyReferralsSchema.extend({
  referred_by: z.object({ client_id: z.number().int(), child_name: z.string() }).nullable(),
  attended_at: z.string().nullable(),
  renewed_at: z.string().nullable(),
  friends: z.array(ReferredFriendSchema),
});
export type StudentReferrals = z.infer<typeof StudentReferralsSchema>;

export const StudentReferralsParamsSchema = z.object({ clientId: IdSchema });
