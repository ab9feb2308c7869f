import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { exercises } from './exercises.ts';
import { clients, lessons } from './students.ts';
import { users, workspaces } from './users.ts';

/**
 * Spec 4 "reports exclude or include items" (decision 041): what a project's moderators left out
 * of its library use report — a microblock, a whole (test) lesson or a student. Exactly one of the
 * three is named; each is excluded at most once per project; the row goes with what it names.
 */
export const reportExclusions = pgTable(
  'report_exclusions',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'report_exclusions_one_item_check',
      sql`num_nonnulls(${t.exerciseId}, ${t.lessonId}, ${t.clientId}) = 1`,
    ),
    uniqueIndex('report_exclusions_exercise_key').on(t.workspaceId, t.exerciseId),
    uniqueIndex('report_exclusions_lesson_key').on(t.workspaceId, t.lessonId),
    uniqueIndex('report_exclusions_client_key').on(t.workspaceId, t.clientId),
    index('report_exclusions_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);
