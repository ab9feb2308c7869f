import type { RichTextDoc } from '@slovo/contracts';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './users.ts';

/** Spec 3 "exercise complex": a named piece of rich text (Tiptap JSON, contracts' allow-list). */
export const exerciseComplexes = pgTable(
  'exercise_complexes',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: jsonb('content').$type<RichTextDoc>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exercise_complexes_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    // Lets programs prove the complexes they list are of their own project.
    unique('exercise_complexes_workspace_id_key').on(t.workspaceId, t.id),
    check('exercise_complexes_name_check', sql`char_length(${t.name}) between 1 and 200`),
    check('exercise_complexes_content_check', sql`jsonb_typeof(${t.content}) = 'object'`),
  ],
);

/** Spec 3 "recommended program": a named piece of rich text listing complexes in order. */
export const recommendedPrograms = pgTable(
  'recommended_programs',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: jsonb('content').$type<RichTextDoc>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommended_programs_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    // Lets filled diagnostic cards prove the program they name is of their own project.
    unique('recommended_programs_workspace_id_key').on(t.workspaceId, t.id),
    check('recommended_programs_name_check', sql`char_length(${t.name}) between 1 and 200`),
    check('recommended_programs_content_check', sql`jsonb_typeof(${t.content}) = 'object'`),
  ],
);

/**
 * The complexes a program lists, in order. A complex a program lists cannot be deleted
 * (the foreign key): the refusal names the programs (decision 033).
 */
export const recommendedProgramComplexes = pgTable(
  'recommended_program_complexes',
  {
    workspaceId: integer('workspace_id').notNull(),
    programId: integer('program_id').notNull(),
    complexId: integer('complex_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.complexId] }),
    foreignKey({
      name: 'recommended_program_complexes_program_fk',
      columns: [t.workspaceId, t.programId],
      foreignColumns: [recommendedPrograms.workspaceId, recommendedPrograms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recommended_program_complexes_complex_fk',
      columns: [t.workspaceId, t.complexId],
      foreignColumns: [exerciseComplexes.workspaceId, exerciseComplexes.id],
      // Deferred to commit by hand-written SQL in migration 0021: deleting a whole project
      // (which cascades to both sides in no set order) goes through; deleting a complex is not.
    }).onDelete('no action'),
    index('recommended_program_complexes_complex_idx').on(t.complexId),
    check('recommended_program_complexes_position_check', sql`${t.position} >= 0`),
  ],
);
