import type { DiagnosticBlock } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users, workspaces } from './users.ts';

/**
 * A diagnostic card template: what stays the same across its versions (its project, whether it
 * is archived). Its content lives in versions; the current one is the highest number.
 */
export const diagnosticCardTemplates = pgTable(
  'diagnostic_card_templates',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diagnostic_card_templates_workspace_idx').on(t.workspaceId, t.archivedAt),
    // Lets versions and category links prove they belong to the template's project.
    unique('diagnostic_card_templates_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/**
 * One saved version of a template, never changed once written (a trigger refuses updates):
 * filled cards point at the version they were made from, so a later edit never changes them.
 * The structure is the contracts' validated blocks, stored as JSON.
 */
export const diagnosticCardTemplateVersions = pgTable(
  'diagnostic_card_template_versions',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    templateId: integer('template_id').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    blocks: jsonb('blocks').$type<DiagnosticBlock[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'diagnostic_card_template_versions_template_fk',
      columns: [t.workspaceId, t.templateId],
      foreignColumns: [diagnosticCardTemplates.workspaceId, diagnosticCardTemplates.id],
    }).onDelete('cascade'),
    unique('diagnostic_card_template_versions_number_key').on(t.templateId, t.number),
    index('diagnostic_card_template_versions_workspace_idx').on(
      t.workspaceId,
      t.templateId,
      t.number,
    ),
    check('diagnostic_card_template_versions_number_check', sql`${t.number} >= 1`),
    check(
      'diagnostic_card_template_versions_title_check',
      sql`char_length(${t.title}) between 1 and 200`,
    ),
    check(
      'diagnostic_card_template_versions_blocks_check',
      sql`jsonb_typeof(${t.blocks}) = 'array'`,
    ),
  ],
);

/** Library categories a template is filed under (not versioned: they only help find it). */
export const diagnosticCardTemplateCategories = pgTable(
  'diagnostic_card_template_categories',
  {
    workspaceId: integer('workspace_id').notNull(),
    templateId: integer('template_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.categoryId] }),
    foreignKey({
      name: 'diagnostic_card_template_categories_template_fk',
      columns: [t.workspaceId, t.templateId],
      foreignColumns: [diagnosticCardTemplates.workspaceId, diagnosticCardTemplates.id],
    }).onDelete('cascade'),
    index('diagnostic_card_template_categories_workspace_idx').on(t.workspaceId, t.categoryId),
  ],
);
