import { z } from 'zod';
import { dateSchema, IdSchema, PageMetaSchema, PageQuerySchema } from './common.schemas.ts';
import { EXERCISE_STATUS, type ExerciseStatus } from './exercise-status.ts';
import { SOURCE_SKIP_REASONS } from './generation-skips.ts';
import { LANGUAGES } from './languages.ts';
import {
  BULK_IDS_MAX,
  EXERCISE_COMMENT_MAX_LENGTH,
  EXERCISE_DESCRIPTION_MAX_LENGTH,
  EXERCISE_INSTRUCTION_MAX_LENGTH,
  EXERCISE_TAGS_MAX,
  EXERCISE_TITLE_LENGTH,
  MODERATION_COMMENT_MAX_LENGTH,
  PRESENTATION_MAX_SLIDES,
  REQUEST_AGE,
  REQUEST_DESCRIPTION_MAX_LENGTH,
  TAG_NAME_LENGTH,
} from './limits.ts';
import { ROLE } from './roles.ts';
import { RENDER_STATES, SLIDE_RENDERERS } from './slide-rules.ts';

const STATUS_IDS = Object.values(EXERCISE_STATUS) as ExerciseStatus[];

/** A status id in answers (no coercion, so responses serialize as they are). */
const StatusIdSchema = z.literal(STATUS_IDS as [ExerciseStatus, ...ExerciseStatus[]]);

/** A status id in requests: query strings carry numbers as text. */
export const ExerciseStatusSchema = z.coerce
  .number()
  .int()
  .refine(
    (v): v is ExerciseStatus => STATUS_IDS.includes(v as ExerciseStatus),
    'validation.invalid',
  )
  .transform((v) => v as ExerciseStatus);

/** Microblocks are seen as their author or as a moderator (the spec's `role_id`). */
export const ExerciseRoleSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === ROLE.author || v === ROLE.moderator, 'validation.invalid')
  .transform((v) => v as typeof ROLE.author | typeof ROLE.moderator);

export const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const TagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof TagSchema>;

/** An interest (theme) as microblocks and requests refer to it. */
export const InterestRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type InterestRef = z.infer<typeof InterestRefSchema>;

export const TagNameSchema = z
  .string('validation.required')
  .trim()
  .min(TAG_NAME_LENGTH.min, 'validation.tagNameLength')
  .max(TAG_NAME_LENGTH.max, 'validation.tagNameLength');

export const TagInputSchema = z
  .object({ workspace_id: IdSchema, name: TagNameSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, name: 'sound R' }] });

export const TagsQuerySchema = z.object({
  workspace_id: IdSchema,
  term: z.string().trim().max(TAG_NAME_LENGTH.max).default(''),
});

// ---------------------------------------------------------------------------------------------
// Files: a presentation, images and audio are uploaded first, then named by id when saving.

export const UPLOAD_KINDS = ['presentation', 'image', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UploadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UPLOAD_KINDS),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  /** Presentations only. */
  slide_count: z.number().int().nullable(),
  render_state: z.enum(RENDER_STATES).nullable(),
});
export type Upload = z.infer<typeof UploadSchema>;

export const UploadFieldsSchema = z.object({
  workspace_id: IdSchema,
  kind: z.enum(UPLOAD_KINDS),
});

export const DeleteFileQuerySchema = z.object({
  exercise_id: IdSchema,
  /** The status the caller saw; when it changed meanwhile the file stays (409). */
  status_id: ExerciseStatusSchema.optional(),
});

export const SlideSchema = z.object({
  /** 1-based, in presentation order. */
  index: z.number().int(),
  title: z.string(),
  text: z.string(),
  notes: z.string(),
  image_url: z.string().nullable(),
  audio_urls: z.array(z.string()),
  /** Hidden in the deck (PowerPoint's Hide Slide): shown in previews, skipped when played. */
  hidden: z.boolean(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const PresentationSchema = UploadSchema.extend({
  renderer: z.enum(SLIDE_RENDERERS),
  slides: z.array(SlideSchema),
});
export type Presentation = z.infer<typeof PresentationSchema>;

/**
 * A presentation as the lesson player shows it, and no more: no upload id, file name or size;
 * the deck itself only where the browser draws the slides from it; speaker notes (empty for
 * everyone but the teacher who leads). A slide's text stays: it is shown when no picture is.
 */
export const PlayerPresentationSchema = PresentationSchema.pick({
  renderer: true,
  render_state: true,
  slides: true,
}).extend({ url: z.string().nullable() });
export type PlayerPresentation = z.infer<typeof PlayerPresentationSchema>;

// ---------------------------------------------------------------------------------------------
// Microblocks

export const REACTIONS = ['like', 'dislike'] as const;

/** Why auto-moderation declined a microblock (shown localized to the author). */
export const AUTO_MODERATION_REASONS = [
  'too_few_slides',
  'too_many_slides',
  'missing_slide_titles',
  'missing_instruction',
] as const;
export type AutoModerationReason = (typeof AUTO_MODERATION_REASONS)[number];

export const StatusChangeSchema = z.object({
  id: z.number().int(),
  from_status: StatusIdSchema.nullable(),
  to_status: StatusIdSchema,
  comment: z.string(),
  /** Null when auto-moderation decided. */
  actor: PersonRefSchema.nullable(),
  is_automatic: z.boolean(),
  reasons: z.array(z.enum(AUTO_MODERATION_REASONS)),
  created_at: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const ExerciseSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  title: z.string(),
  status_id: StatusIdSchema,
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: PersonRefSchema,
  tags: z.array(TagSchema),
  slide_count: z.number().int(),
  /** The first slide's image when rendered. */
  cover_url: z.string().nullable(),
  usage_frequency: z.number().int(),
  language: z.enum(LANGUAGES),
  own_reaction: z.enum(REACTIONS).nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  is_read_only: z.boolean(),
  /** Set on a themed version: the microblock it was made from and its theme. */
  source_id: z.number().int().nullable(),
  theme_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExerciseSummary = z.infer<typeof ExerciseSummarySchema>;

/**
 * A page of the microblock library (`/exercises`, `/exercises/public`). The list looks a page
 * past the one asked for and stops there (decision 048): `total` counts every match when they
 * end within that look-ahead, and otherwise only the matches found so far, with
 * `totalIsAtLeast` (there may be more; the pages up to `total` all exist).
 */
export const ExerciseListMetaSchema = PageMetaSchema.extend({ totalIsAtLeast: z.boolean() });
export type ExerciseListMeta = z.infer<typeof ExerciseListMetaSchema>;
export const ExerciseListPageSchema = z.object({
  data: z.array(ExerciseSummarySchema),
  meta: ExerciseListMetaSchema,
});

export const ExerciseSchema = ExerciseSummarySchema.extend({
  category_id: z.number().int(),
  description: z.string(),
  comment: z.string(),
  instruction: z.string(),
  interests: z.array(InterestRefSchema),
  assigned_id: z.number().int().nullable(),
  request_id: z.number().int().nullable(),
  is_excluded_from_generation: z.boolean(),
  is_ready_for_generation: z.boolean(),
  presentation: PresentationSchema,
  images: z.array(UploadSchema),
  audios: z.array(UploadSchema),
  history: z.array(StatusChangeSchema),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

const idList = (max: number) => z.array(IdSchema).max(max).default([]);

/**
 * Creating or saving a microblock (spec 5): category, at least one tag (existing ids or new names
 * created inline), a checked presentation; `status_id` is where it goes (authors: draft or
 * moderation) and `status_comment` explains a moderator's decision.
 */
export const ExerciseInputSchema = z
  .object({
    workspace_id: IdSchema,
    title: z
      .string('validation.required')
      .trim()
      .min(EXERCISE_TITLE_LENGTH.min, 'validation.exerciseTitleLength')
      .max(EXERCISE_TITLE_LENGTH.max, 'validation.exerciseTitleLength'),
    category_id: IdSchema.nullable().refine((v) => v !== null, 'validation.categoryRequired'),
    description: z.string().trim().max(EXERCISE_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
    comment: z.string().trim().max(EXERCISE_COMMENT_MAX_LENGTH, 'validation.maxLength'),
    instruction: z.string().trim().max(EXERCISE_INSTRUCTION_MAX_LENGTH, 'validation.maxLength'),
    presentation_id: IdSchema.nullable().refine(
      (v) => v !== null,
      'validation.presentationRequired',
    ),
    tag_ids: idList(EXERCISE_TAGS_MAX),
    new_tags: z.array(TagNameSchema).max(EXERCISE_TAGS_MAX).default([]),
    interest_ids: idList(50),
    usage_frequency: z.union([z.literal(1), z.literal(3)]).default(1),
    language: z.enum(LANGUAGES).default('ru'),
    is_read_only: z.boolean().default(false),
    is_excluded_from_generation: z.boolean().default(false),
    is_ready_for_generation: z.boolean().default(false),
    image_ids: idList(50),
    audio_ids: idList(50),
    request_id: IdSchema.nullable().default(null),
    status_id: ExerciseStatusSchema,
    status_comment: z
      .string()
      .trim()
      .max(MODERATION_COMMENT_MAX_LENGTH, 'validation.maxLength')
      .default(''),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.tag_ids.length + input.new_tags.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tag_ids'], message: 'validation.tagRequired' });
    }
  })
  .meta({
    examples: [
      {
        workspace_id: 1,
        title: 'Sound R: warm-up',
        category_id: 1,
        description: '',
        comment: '',
        instruction: '',
        presentation_id: 1,
        new_tags: ['sound R'],
        status_id: EXERCISE_STATUS.draft,
      },
    ],
  });
export type ExerciseInput = z.input<typeof ExerciseInputSchema>;

/**
 * A moderator replaces the deck of an accepted microblock (a reported slide fixed): the uploaded
 * presentation takes the old one's place and the microblock stays accepted (decision 046).
 */
export const ReplaceDeckInputSchema = z
  .object({
    workspace_id: IdSchema,
    presentation_id: IdSchema.nullable().refine(
      (v) => v !== null,
      'validation.presentationRequired',
    ),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, presentation_id: 1 }] });
export type ReplaceDeckInput = z.input<typeof ReplaceDeckInputSchema>;

export const ExerciseRoleQuerySchema = z.object({ role_id: ExerciseRoleSchema });

export const EXERCISE_SORTS = ['updated_at', 'created_at', 'title', 'likes'] as const;

export const ExercisesListQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  role_id: ExerciseRoleSchema,
  status: ExerciseStatusSchema.optional(),
  term: z.string().trim().max(200).default(''),
  author_id: IdSchema.optional(),
  category_id: IdSchema.optional(),
  /** Only the microblocks a generation run skips for this reason now (any status). */
  skip_reason: z.enum(SOURCE_SKIP_REASONS).optional(),
  sort: z.enum(EXERCISE_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ExercisesListQuery = z.input<typeof ExercisesListQuerySchema>;

/** The accepted library every author and moderator of the workspace can browse. */
export const PublicExercisesQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(200).default(''),
  category_id: IdSchema.optional(),
  sort: z.enum(EXERCISE_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const ExerciseCountersQuerySchema = z.object({
  workspace_id: IdSchema,
  role_id: ExerciseRoleSchema,
  term: z.string().trim().max(200).default(''),
  author_id: IdSchema.optional(),
});

/** Tab counters: microblocks per status id, and open requests under `requests`. */
export const ExerciseCountersSchema = z.object({
  requests: z.number().int(),
  statuses: z.record(z.string(), z.number().int()),
});
export type ExerciseCounters = z.infer<typeof ExerciseCountersSchema>;

export const ReactionResultSchema = z.object({
  own_reaction: z.enum(REACTIONS).nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
});

export const WorkspaceIdsSchema = z
  .object({ workspace_id: IdSchema, ids: z.array(IdSchema).min(1).max(BULK_IDS_MAX) })
  .strict()
  .meta({ examples: [{ workspace_id: 1, ids: [1] }] });

export const EXERCISE_FLAGS = [
  'is_read_only',
  'is_excluded_from_generation',
  'is_ready_for_generation',
] as const;

export const ExerciseToggleSchema = z
  .object({
    workspace_id: IdSchema,
    ids: z.array(IdSchema).min(1).max(BULK_IDS_MAX),
    flag: z.enum(EXERCISE_FLAGS),
    value: z.boolean(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, ids: [1], flag: 'is_read_only', value: true }] });

export const CountSchema = z.object({ count: z.number().int() });

export const LatestQuerySchema = z.object({ workspace_id: IdSchema });
export const LatestInputSchema = z
  .object({ workspace_id: IdSchema, exercise_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, exercise_id: 1 }] });

const DateSchema = dateSchema();

export const StatsQuerySchema = z
  .object({ workspace_id: IdSchema, start_date: DateSchema, end_date: DateSchema })
  .refine((q) => q.start_date <= q.end_date, {
    path: ['end_date'],
    message: 'validation.dateRange',
  });

export const ExerciseStatsSchema = z.object({
  created: z.number().int(),
  sent_to_moderation: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  per_author: z.array(
    z.object({
      author: PersonRefSchema,
      created: z.number().int(),
      accepted: z.number().int(),
      declined: z.number().int(),
    }),
  ),
});
export type ExerciseStats = z.infer<typeof ExerciseStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Requests: a moderator asks authors for a microblock (spec 3 and 5).

const AgeSchema = z.number().int().min(REQUEST_AGE.min).max(REQUEST_AGE.max);
export const AgeRangeSchema = z
  .object({ from: AgeSchema, to: AgeSchema })
  .strict()
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'validation.ageRange' });

export const ExerciseRequestSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  description: z.string(),
  interests: z.array(InterestRefSchema),
  age_ranges: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  created_by: PersonRefSchema,
  created_at: z.string(),
  /** Microblocks filed against the request. */
  exercise_count: z.number().int(),
});
export type ExerciseRequest = z.infer<typeof ExerciseRequestSchema>;

export const ExerciseRequestInputSchema = z
  .object({
    workspace_id: IdSchema,
    description: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(REQUEST_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
    interest_ids: z.array(IdSchema).max(50).default([]),
    age_ranges: z.array(AgeRangeSchema).min(1, 'validation.ageRangeRequired').max(10),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        description: 'Sound R',
        interest_ids: [1],
        age_ranges: [{ from: 5, to: 7 }],
      },
    ],
  });
export type ExerciseRequestInput = z.input<typeof ExerciseRequestInputSchema>;

export const WorkspaceQuerySchema = z.object({ workspace_id: IdSchema });

// ---------------------------------------------------------------------------------------------
// Auto-moderation: rules a moderator sets; microblocks sent to moderation that pass are accepted
// without waiting for a person, and every such decision is kept in the history.

export const AutoModerationSchema = z.object({
  is_enabled: z.boolean(),
  /** Only microblocks by these authors are decided automatically. */
  trusted_author_ids: z.array(z.number().int()),
  min_slides: z.number().int(),
  max_slides: z.number().int(),
  /** Every slide needs a title. */
  require_slide_titles: z.boolean(),
  /** The microblock needs an instruction for the teacher. */
  require_instruction: z.boolean(),
});
export type AutoModeration = z.infer<typeof AutoModerationSchema>;

const SlideCountSchema = z.number().int().min(1).max(PRESENTATION_MAX_SLIDES);

export const AutoModerationInputSchema = z
  .object({
    workspace_id: IdSchema,
    is_enabled: z.boolean(),
    trusted_author_ids: z.array(IdSchema).max(500),
    min_slides: SlideCountSchema,
    max_slides: SlideCountSchema,
    require_slide_titles: z.boolean(),
    require_instruction: z.boolean(),
  })
  .strict()
  .refine((r) => r.min_slides <= r.max_slides, {
    path: ['max_slides'],
    message: 'validation.slideRange',
  })
  .meta({
    examples: [
      {
        workspace_id: 1,
        is_enabled: true,
        trusted_author_ids: [],
        min_slides: 1,
        max_slides: 60,
        require_slide_titles: false,
        require_instruction: false,
      },
    ],
  });

export const AutoDecisionSchema = StatusChangeSchema.extend({
  exercise: z.object({ id: z.number().int(), title: z.string() }),
});
export type AutoDecision = z.infer<typeof AutoDecisionSchema>;

export const ExerciseIdParamsSchema = z.object({ id: IdSchema });

// ---------------------------------------------------------------------------------------------
// Library-wide reads: the media attached to microblocks, and the slides' contents.

export const MediaQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  kind: z.enum(['image', 'audio']).optional(),
});

export const MediaItemSchema = UploadSchema.extend({
  exercise: z.object({ id: z.number().int(), title: z.string() }),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const ContentsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().min(2, 'validation.required').max(100),
});

/** A slide of an accepted microblock whose title, text or notes hold the term. */
export const ContentHitSchema = z.object({
  exercise: z.object({ id: z.number().int(), title: z.string() }),
  slide: SlideSchema,
});
export type ContentHit = z.infer<typeof ContentHitSchema>;
