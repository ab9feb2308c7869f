import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './users.ts';

/**
 * The next act number of a project in a year (decision 039). Creating an act bumps it with
 * `insert … on conflict do update set next = next + 1 returning` in the act's own transaction:
 * concurrent creations queue on the row, and a failed insert rolls the number back, so numbers
 * run from 1 without a gap or a repeat.
 */
export const actCounters = pgTable(
  'act_counters',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.year] }),
    check('act_counters_next_check', sql`${t.next} >= 1`),
  ],
);

/**
 * Spec 3 "act": an act of work acceptance, printed as a bilingual PDF. The performer's fields are
 * personal data (root and managers only; views audited). A void act keeps its number and row.
 */
export const acts = pgTable(
  'acts',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    actDate: date('act_date').notNull(),
    type: text('type').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    contractNumber: text('contract_number').notNull(),
    contractDate: date('contract_date').notNull(),
    performerNameUk: text('performer_name_uk').notNull(),
    performerNameEn: text('performer_name_en').notNull(),
    performerAddressUk: text('performer_address_uk').notNull(),
    performerAddressEn: text('performer_address_en').notNull(),
    passport: text('passport').notNull(),
    taxId: text('tax_id').notNull(),
    contentUrl: text('content_url').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('acts_workspace_year_number_key').on(t.workspaceId, t.year, t.number),
    index('acts_workspace_created_idx').on(t.workspaceId, t.createdAt),
    check('acts_number_check', sql`${t.number} >= 1`),
    check('acts_year_check', sql`${t.year} = extract(year from ${t.actDate})::int`),
    check('acts_type_check', sql`${t.type} in ('video', 'presentation')`),
    check('acts_currency_check', sql`${t.currency} in ('UAH', 'USD', 'EUR', 'PLN', 'GBP', 'ILS')`),
    check('acts_amount_check', sql`${t.amountMinor} > 0`),
    check('acts_voided_check', sql`${t.voidedBy} is null or ${t.voidedAt} is not null`),
  ],
);
