import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { diagnosticCards } from './diagnostics.ts';
import { users, workspaces } from './users.ts';

/**
 * The family link of a sent diagnostic card (decision 034): at most one per card, stored as the
 * share links of plans are (decision 015): a random nonce the token is derived from with the
 * link secret, and the token's SHA-256 it is looked up by. A new link replaces the row; turning
 * the link off deletes it.
 */
export const diagnosticCardLinks = pgTable(
  'diagnostic_card_links',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => diagnosticCards.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shareNonce: text('share_nonce').notNull(),
    shareTokenHash: text('share_token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('diagnostic_card_links_token_hash_key').on(t.shareTokenHash),
    index('diagnostic_card_links_workspace_idx').on(t.workspaceId),
  ],
);
