import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets, interests } from './exercises.ts';
import { clients } from './students.ts';
import { users, workspaces } from './users.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A family's referral link (decision 038): one per student, stored as every family link is
 * (decision 015): a random nonce the token is derived from with the link secret, and the
 * token's SHA-256 a friend's booking is matched by.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shareNonce: text('share_nonce').notNull(),
    shareTokenHash: text('share_token_hash').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('referral_codes_token_hash_key').on(t.shareTokenHash)],
);

/** A friend who came through a family's link: at most one referrer per friend. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    referrerClientId: integer('referrer_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    friendClientId: integer('friend_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    renewedBy: integer('renewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    uniqueIndex('referrals_friend_key').on(t.friendClientId),
    index('referrals_referrer_idx').on(t.referrerClientId),
    check('referrals_not_self_check', sql`${t.referrerClientId} <> ${t.friendClientId}`),
  ],
);

/**
 * The ledger: free sessions credited to a family, each for one reason of one event of one
 * referral. The unique key makes a repeated event credit nothing more.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['attended', 'renewal'] }).notNull(),
    beneficiaryClientId: integer('beneficiary_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['friend_attended', 'welcome', 'second_level', 'friend_renewal'],
    }).notNull(),
    sessions: smallint('sessions').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('referral_credits_event_key').on(
      t.referralId,
      t.event,
      t.beneficiaryClientId,
      t.reason,
    ),
    index('referral_credits_beneficiary_idx').on(t.beneficiaryClientId, t.createdAt),
    check('referral_credits_sessions_check', sql`${t.sessions} > 0`),
    check('referral_credits_event_check', sql`${t.event} in ('attended', 'renewal')`),
    check(
      'referral_credits_reason_check',
      sql`${t.reason} in ('friend_attended', 'welcome', 'second_level', 'friend_renewal')`,
    ),
  ],
);

/**
 * A merchandise order from the family page (decision 038). The contact and address are personal
 * data: only managers and root read them, and every read is audited.
 */
export const merchandiseOrders = pgTable(
  'merchandise_orders',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    item: text('item', { enum: ['tshirt', 'hoodie', 'sweatshirt', 'mug'] }).notNull(),
    size: text('size'),
    quantity: smallint('quantity').notNull().default(1),
    themeId: integer('theme_id').references(() => interests.id, { onDelete: 'set null' }),
    assetId: integer('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    address: text('address').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', {
      enum: ['new', 'in_production', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('new'),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchandise_orders_workspace_idx').on(t.workspaceId, t.createdAt),
    index('merchandise_orders_client_idx').on(t.clientId),
    check('merchandise_orders_size_check', sql`(${t.item} = 'mug') = (${t.size} is null)`),
    check('merchandise_orders_quantity_check', sql`${t.quantity} between 1 and 10`),
    check(
      'merchandise_orders_item_check',
      sql`${t.item} in ('tshirt', 'hoodie', 'sweatshirt', 'mug')`,
    ),
    check(
      'merchandise_orders_status_check',
      sql`${t.status} in ('new', 'in_production', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);
