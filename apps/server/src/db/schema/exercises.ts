import type { GenerationSkipReason } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users, workspaces } from './users.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Bumped when `inspectPptx` reads slides differently (2: hidden slides, SmartArt text), so decks
 * stored before are read again once (`modules/exercises/deck-reread.ts`).
 */
export const DECK_READER_VERSION = 2;

/** Tag names are unique per workspace whatever their case. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('tags_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

/**
 * Interests (themes) such as dinosaurs or princesses: who they suit (genders, ages), and whether
 * microblocks get themed versions for them yet (`isReady`). Owned by one workspace, shareable.
 */
export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    genders: text('genders').array().notNull().default(sql`'{boy,girl}'::text[]`),
    minAge: smallint('min_age').notNull().default(3),
    maxAge: smallint('max_age').notNull().default(12),
    type: text('type', { enum: ['general', 'custom'] })
      .notNull()
      .default('general'),
    isReady: boolean('is_ready').notNull().default(false),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interests_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    check('interests_ages_check', sql`${t.minAge} <= ${t.maxAge}`),
    check(
      'interests_genders_check',
      sql`cardinality(${t.genders}) >= 1 and ${t.genders} <@ array['boy','girl']::text[]`,
    ),
  ],
);

/** Other workspaces a theme is shared with: they use it, its owner changes it. */
export const interestShares = pgTable(
  'interest_shares',
  {
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interestId, t.workspaceId] }),
    index('interest_shares_workspace_idx').on(t.workspaceId),
  ],
);

/** The shared library of pictures and sounds themes are made of (root manages it). */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: ['background', 'character', 'prop', 'sound', 'image', 'game'],
    }).notNull(),
    name: text('name').notNull(),
    /** Content-addressed name in the file store (folder `assets`). */
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('assets_type_idx').on(t.type, t.id),
    // Serving and sweeping a file ask whether a row still names it.
    index('assets_file_name_idx').on(t.fileName),
  ],
);

/** What a theme is made of. An asset in use is deleted only on purpose (the links go too). */
export const interestAssets = pgTable(
  'interest_assets',
  {
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interestId, t.assetId] }),
    index('interest_assets_asset_idx').on(t.assetId),
  ],
);

/**
 * A checked file: uploaded first, then attached to a microblock when it is saved. Unattached
 * uploads are swept after a day. A presentation carries its inspection and render state.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    exerciseId: integer('exercise_id').references((): AnyPgColumn => exercises.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['presentation', 'image', 'audio'] }).notNull(),
    /** Content-addressed name in the file store. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    slideCount: integer('slide_count'),
    renderState: text('render_state', { enum: ['pending', 'done', 'failed', 'browser'] }),
    /**
     * The deck reader a presentation was read with (`DECK_READER_VERSION`); rows read by an
     * earlier one are read again from their file when the workers start.
     */
    readerVersion: integer('reader_version').notNull().default(DECK_READER_VERSION),
    createdAt,
  },
  (t) => [
    index('uploads_exercise_idx').on(t.exerciseId),
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.exerciseId} is null`),
    index('uploads_file_name_idx').on(t.fileName),
  ],
);

/** What inspecting a presentation found on each slide, and its rendered image. */
export const deckSlides = pgTable(
  'deck_slides',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    notes: text('notes').notNull(),
    imageName: text('image_name'),
    audioNames: jsonb('audio_names').$type<string[]>().notNull().default([]),
    /** Hidden in the deck: rendered like every slide, skipped by the player. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.position] }),
    index('deck_slides_image_name_idx').on(t.imageName),
    index('deck_slides_audio_names_idx').using('gin', t.audioNames),
  ],
);

export const exerciseRequests = pgTable(
  'exercise_requests',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    interestIds: jsonb('interest_ids').$type<number[]>().notNull(),
    ageRanges: jsonb('age_ranges').$type<{ from: number; to: number }[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [index('exercise_requests_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedId: integer('assigned_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => exerciseRequests.id, {
      onDelete: 'set null',
    }),
    presentationId: integer('presentation_id')
      .notNull()
      .references((): AnyPgColumn => uploads.id),
    /** Set on a themed version: the microblock it was made from and the theme it wears. */
    sourceId: integer('source_id').references((): AnyPgColumn => exercises.id, {
      onDelete: 'cascade',
    }),
    themeId: integer('theme_id').references(() => interests.id, { onDelete: 'cascade' }),
    /** Hash of what the version was made from (source deck, theme assets): unchanged means fresh. */
    generationKey: text('generation_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    comment: text('comment').notNull().default(''),
    instruction: text('instruction').notNull().default(''),
    statusId: smallint('status_id').notNull(),
    usageFrequency: smallint('usage_frequency').notNull().default(1),
    language: text('language').notNull(),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    isExcludedFromGeneration: boolean('is_excluded_from_generation').notNull().default(false),
    isReadyForGeneration: boolean('is_ready_for_generation').notNull().default(false),
    /** Title and every slide's text, lower-cased: what the list's term searches. */
    searchText: text('search_text').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Titles are unique among what people made; themed versions repeat their source's title.
    uniqueIndex('exercises_workspace_title_key')
      .on(t.workspaceId, sql`lower(${t.title})`)
      .where(sql`${t.sourceId} is null`),
    // The library's lists walk one status in the order asked for and stop after a page and a
    // look-ahead (decision 048): one index per sort, the id last as the tie-break. An author's
    // own tab walks only their rows of the status (decision 057).
    ...Object.entries({
      updated: t.updatedAt,
      created: t.createdAt,
      title: sql`lower(${t.title})`,
      likes: t.likesCount,
    }).flatMap(([sort, key]) => [
      index(`exercises_list_${sort}_idx`)
        .on(t.workspaceId, t.statusId, key, t.id)
        .where(sql`${t.sourceId} is null`),
      index(`exercises_author_list_${sort}_idx`)
        .on(t.workspaceId, t.authorId, t.statusId, key, t.id)
        .where(sql`${t.sourceId} is null`),
    ]),
    index('exercises_author_idx').on(t.authorId, t.statusId),
    index('exercises_category_idx').on(t.categoryId),
    // The library's term search. Without a pending list (`fastupdate` off: the library grows
    // by people's uploads, not in bulk) a plan made before it knows the term still intersects
    // the term's trigrams with the status (decision 055).
    index('exercises_library_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.sourceId} is null`),
    // A term without a trigram ("р-р", two letters) is looked up by its characters and pairs
    // of characters (`slovo_bigrams`, migration 0031; decision 056).
    index('exercises_library_bigrams_idx')
      .using('gin', sql`slovo_bigrams(${t.searchText})`)
      .with({ fastupdate: false })
      .where(sql`${t.sourceId} is null`),
    uniqueIndex('exercises_source_theme_key').on(t.sourceId, t.themeId),
    index('exercises_theme_idx').on(t.themeId),
    check('exercises_usage_frequency_check', sql`${t.usageFrequency} in (1, 3)`),
    check('exercises_counts_check', sql`${t.likesCount} >= 0 and ${t.dislikesCount} >= 0`),
  ],
);

export const exerciseTags = pgTable(
  'exercise_tags',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.exerciseId, t.tagId] }),
    index('exercise_tags_tag_idx').on(t.tagId),
  ],
);

export const exerciseInterests = pgTable(
  'exercise_interests',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.interestId] })],
);

/** Every status decision on a microblock, oldest first: who, when, from, to and why. */
export const exerciseStatusChanges = pgTable(
  'exercise_status_changes',
  {
    id: serial('id').primaryKey(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    comment: text('comment').notNull().default(''),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt,
  },
  (t) => [
    index('exercise_status_changes_exercise_idx').on(t.exerciseId, t.id),
    index('exercise_status_changes_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

export const exerciseReactions = pgTable(
  'exercise_reactions',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: ['like', 'dislike'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.userId] })],
);

export const autoModerationSettings = pgTable('auto_moderation_settings', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull().default(false),
  trustedAuthorIds: jsonb('trusted_author_ids').$type<number[]>().notNull().default([]),
  minSlides: integer('min_slides').notNull().default(1),
  maxSlides: integer('max_slides').notNull().default(60),
  requireSlideTitles: boolean('require_slide_titles').notNull().default(false),
  requireInstruction: boolean('require_instruction').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The microblock each user last worked on, per workspace (the spec's "latest"). */
export const latestExercises = pgTable(
  'latest_exercises',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);

/**
 * A generation run: themed versions made, refreshed or deleted for a workspace or one theme.
 * Its counters are the live progress; `isCancelled` stops it between microblocks.
 */
export const generationRuns = pgTable(
  'generation_runs',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id').references(() => interests.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['generate', 'refresh', 'only-new', 'refresh-for-reports', 'delete'],
    }).notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'cancelled', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    failures: jsonb('failures')
      .$type<{ exercise_id: number; theme_id: number; reason: string }[]>()
      .notNull()
      .default([]),
    /** Microblocks it made nothing for, by reason; counted once, when the run first counts. */
    skipped: jsonb('skipped').$type<{ reason: GenerationSkipReason; count: number }[]>(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** Written by the process running it after every microblock; a stale one may be taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('generation_runs_workspace_idx').on(t.workspaceId, t.id)],
);
