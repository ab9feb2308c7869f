import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users, workspaces } from './users.ts';

/**
 * Per-user key/value storage (spec 7, Storage). A key holds an object of sub-keys; each row is
 * one sub-key; `workspace_id` is null for entries outside any workspace.
 */
export const storageEntries = pgTable(
  'storage_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subkey: text('subkey').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+): one row per sub-key also when there is no workspace.
  (t) => [
    unique('storage_entries_scope_unique')
      .on(t.userId, t.workspaceId, t.key, t.subkey)
      .nullsNotDistinct(),
  ],
);
