import {
  DIAGNOSTIC_CARD_STATUSES,
  type DiagnosticAnswers,
  type DiagnosticBlock,
  type DiagnosticCardClientInfo,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { recommendedPrograms } from './programs.ts';
import { clients } from './students.ts';
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

/**
 * A filled diagnostic card: a student's examination on one template version. The version is
 * kept (`on delete restrict`), so a template with cards cannot be deleted and a later edit of
 * the template never changes the card. Scores are not stored: they are computed on read from
 * the version's formulas (decision 032).
 */
export const diagnosticCards = pgTable(
  'diagnostic_cards',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateVersionId: integer('template_version_id').notNull(),
    status: text('status', { enum: DIAGNOSTIC_CARD_STATUSES }).notNull().default('draft'),
    clientInfo: jsonb('client_info').$type<DiagnosticCardClientInfo>().notNull(),
    diagnosticDate: date('diagnostic_date', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<DiagnosticAnswers>().notNull().default({}),
    violations: text('violations').array().notNull().default(sql`'{}'::text[]`),
    recommendedProgram: text('recommended_program').notNull().default(''),
    /** The program chosen from the project's list (decision 033); the text above is a note. */
    recommendedProgramId: integer('recommended_program_id'),
    parentRequest: text('parent_request').notNull().default(''),
    /** Grows on every save: a save naming an older revision is a conflict, not an overwrite. */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diagnostic_cards_workspace_client_idx').on(t.workspaceId, t.clientId, t.diagnosticDate),
    index('diagnostic_cards_version_idx').on(t.templateVersionId),
    foreignKey({
      name: 'diagnostic_cards_template_version_fk',
      columns: [t.templateVersionId],
      foreignColumns: [diagnosticCardTemplateVersions.id],
    }).onDelete('restrict'),
    // Same project enforced by the pair; a program chosen in a card cannot be deleted.
    foreignKey({
      name: 'diagnostic_cards_recommended_program_fk',
      columns: [t.workspaceId, t.recommendedProgramId],
      foreignColumns: [recommendedPrograms.workspaceId, recommendedPrograms.id],
      // Deferred to commit by hand-written SQL in migration 0021, so a project's deletion, which
      // cascades to cards and programs alike, goes through; deleting a chosen program does not.
    }).onDelete('no action'),
    index('diagnostic_cards_recommended_program_idx').on(t.recommendedProgramId),
    check(
      'diagnostic_cards_status_check',
      sql`${t.status} in ('draft', 'sent', 'ready_to_work', 'further_exam_start', 'further_exam_during')`,
    ),
    check('diagnostic_cards_revision_check', sql`${t.revision} >= 1`),
    check('diagnostic_cards_answers_check', sql`jsonb_typeof(${t.answers}) = 'object'`),
    check('diagnostic_cards_client_info_check', sql`jsonb_typeof(${t.clientInfo}) = 'object'`),
    check('diagnostic_cards_sent_check', sql`${t.status} = 'draft' or ${t.sentAt} is not null`),
  ],
);
