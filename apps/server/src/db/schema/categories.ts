import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { workspaces } from './users.ts';

/**
 * The category tree of a workspace. `parent_id` null is the root (the API's parent 0); deleting a
 * parent that still has children is refused by the database, so nothing is ever orphaned.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isFolder: boolean('is_folder').notNull().default(false),
    linkId: integer('link_id'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_workspace_parent_order_idx').on(t.workspaceId, t.parentId, t.order)],
);

/**
 * A workspace's category tree as the API's JSON answer (`{"data":[...]}`), written by
 * PostgreSQL when a transaction that changed the workspace's categories commits (the
 * `categories_tree` trigger of migration 0016): reading the tree is one lookup by key.
 * `writtenIn` is the transaction that wrote it last, so a transaction that changed many rows
 * writes it once.
 */
export const categoryTrees = pgTable('category_trees', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  json: text('json').notNull(),
  writtenIn: bigint('written_in', { mode: 'number' }).notNull().default(0),
});
