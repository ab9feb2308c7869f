import { LESSON_ITEM_SECONDS_MAX } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { exercises, interests } from './exercises.ts';
import { users, workspaces } from './users.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A student (the spec's client): the child, the parent who is the school's client, the team. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    clientName: text('client_name').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['boy', 'girl'] }),
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull(),
    description: text('description').notNull().default(''),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    diagnosticianId: integer('diagnostician_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Names lower-cased, for the list's search. */
    searchText: text('search_text').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('clients_workspace_name_idx').on(t.workspaceId, t.childName),
    index('clients_teacher_idx').on(t.teacherId),
  ],
);

export const clientInterests = pgTable(
  'client_interests',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.interestId] }),
    index('client_interests_interest_idx').on(t.interestId),
  ],
);

/** A protocol template: blocks of work, each drawing microblocks from categories and folders. */
export const protocolTemplates = pgTable('protocol_templates', {
  id: serial('id').primaryKey(),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  createdAt,
  updatedAt,
});

const blockColumns = {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  title: text('title').notNull(),
  parentDescription: text('parent_description').notNull().default(''),
  educatorDescription: text('educator_description').notNull().default(''),
  minPresentations: smallint('min_presentations').notNull(),
  maxPresentations: smallint('max_presentations').notNull(),
};

export const templateBlocks = pgTable(
  'template_blocks',
  {
    ...blockColumns,
    templateId: integer('template_id')
      .notNull()
      .references(() => protocolTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('template_blocks_template_idx').on(t.templateId, t.position),
    check(
      'template_blocks_bounds_check',
      sql`0 <= ${t.minPresentations} and ${t.minPresentations} <= ${t.maxPresentations}`,
    ),
  ],
);

/** The categories and folders a template block offers; folders carry texts for parents. */
export const templateBlockCategories = pgTable(
  'template_block_categories',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => templateBlocks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    parentDescription: text('parent_description').notNull().default(''),
    indications: text('indications').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.blockId, t.categoryId] }),
    index('template_block_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * A student's protocol, made from a template by their teacher. Its plans follow one another; the
 * parent link shows them without an account until revoked. Only the link token's SHA-256 is
 * stored; the token is derived from `shareNonce` with the server's link secret (`lib/links.ts`).
 */
export const protocols = pgTable(
  'protocols',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => protocolTemplates.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    shareTokenHash: text('share_token_hash'),
    shareNonce: text('share_nonce'),
    /** A link issued before tokens were derived: it keeps working until the link is renewed. */
    legacyShareTokenHash: text('legacy_share_token_hash'),
    createdAt,
  },
  (t) => [
    index('protocols_client_idx').on(t.clientId),
    index('protocols_workspace_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('protocols_share_token_hash_key').on(t.shareTokenHash),
    uniqueIndex('protocols_legacy_share_token_hash_key').on(t.legacyShareTokenHash),
  ],
);

/** A plan of ten lessons. Pending until its blocks have folders (filled), expired past deadline. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    leadTherapistId: integer('lead_therapist_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt,
  },
  (t) => [uniqueIndex('plans_protocol_number_key').on(t.protocolId, t.number)],
);

/** A plan's copy of its template's blocks (later template edits do not change a running plan). */
export const planBlocks = pgTable(
  'plan_blocks',
  {
    ...blockColumns,
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('plan_blocks_plan_idx').on(t.planId, t.position),
    check(
      'plan_blocks_bounds_check',
      sql`0 <= ${t.minPresentations} and ${t.minPresentations} <= ${t.maxPresentations}`,
    ),
  ],
);

/** What a plan block offers (from the template) and which of it the teacher chose. */
export const planBlockCategories = pgTable(
  'plan_block_categories',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => planBlocks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    parentDescription: text('parent_description').notNull().default(''),
    indications: text('indications').notNull().default(''),
    isSelected: boolean('is_selected').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.blockId, t.categoryId] }),
    index('plan_block_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * One of a plan's ten lessons. Its link (stored as protocols' are) is what a child follows it by;
 * `currentItem`/`currentSlide` is where the teacher is, which followers are told of.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    title: text('title').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Who conducted it (the player's teacher), for the statistics. */
    conductedBy: integer('conducted_by').references(() => users.id, { onDelete: 'set null' }),
    trackedSeconds: integer('tracked_seconds').notNull().default(0),
    /**
     * The moment the lesson's time is credited up to (decision 045): a report adds at most the
     * seconds since, and never more than `TRACK_CREDIT_SECONDS`, so time cannot outrun the clock.
     */
    trackedUntil: timestamp('tracked_until', { withTimezone: true }),
    shareTokenHash: text('share_token_hash'),
    shareNonce: text('share_nonce'),
    legacyShareTokenHash: text('legacy_share_token_hash'),
    currentItem: smallint('current_item').notNull().default(0),
    currentSlide: smallint('current_slide').notNull().default(0),
    updatedAt,
  },
  (t) => [
    uniqueIndex('lessons_plan_number_key').on(t.planId, t.number),
    uniqueIndex('lessons_share_token_hash_key').on(t.shareTokenHash),
    uniqueIndex('lessons_legacy_share_token_hash_key').on(t.legacyShareTokenHash),
    index('lessons_scheduled_idx').on(t.scheduledAt),
    index('lessons_finished_idx').on(t.finishedAt),
  ],
);

/**
 * A microblock in a lesson, in order. `exerciseId` is what it counts as (the source); `variantId`
 * the student's themed version played instead, when there is one (its deletion falls back).
 */
export const lessonItems = pgTable(
  'lesson_items',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    blockId: integer('block_id')
      .notNull()
      .references(() => planBlocks.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => exercises.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.position] }),
    uniqueIndex('lesson_items_lesson_exercise_key').on(t.lessonId, t.exerciseId),
    index('lesson_items_exercise_idx').on(t.exerciseId),
  ],
);

/**
 * How long each microblock of a lesson was on the teacher's screen (decision 045), keyed like the
 * marks by the microblock it counts as, so it outlives the lesson's items being saved again.
 */
export const lessonItemSeconds = pgTable(
  'lesson_item_seconds',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.exerciseId] }),
    check(
      'lesson_item_seconds_seconds_check',
      sql`${t.seconds} between 0 and ${sql.raw(String(LESSON_ITEM_SECONDS_MAX))}`,
    ),
  ],
);

/** The teacher's per-slide marks during a lesson (correct, incorrect, prompted). */
export const lessonMarks = pgTable(
  'lesson_marks',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    slide: smallint('slide').notNull(),
    mark: text('mark', { enum: ['correct', 'incorrect', 'prompted'] }).notNull(),
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.exerciseId, t.slide] })],
);
