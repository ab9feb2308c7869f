import { z } from 'zod';
import {
  DateTimeSchema,
  dateSchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
} from './common.schemas.ts';
import { PlayerPresentationSchema } from './exercises.schemas.ts';
import { LESSON_ITEM_SECONDS_MAX, LESSON_ITEMS_MAX, PRESENTATION_MAX_SLIDES } from './limits.ts';
import { SLIDE_MARKS } from './slide-rules.ts';

// ---------------------------------------------------------------------------------------------
// Lessons: ten per plan, prepared from the plan's blocks, played in the browser.

/** Spec 4: a lesson is upcoming, finished or not finished (its time passed without finishing). */
export const LESSON_STATES = ['upcoming', 'finished', 'not_finished'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

/** Whether a lesson is finished, or its scheduled time passed without it being finished. */
export function getLessonState(
  lesson: { finished_at: string | null; scheduled_at: string | null },
  now: Date,
): LessonState {
  if (lesson.finished_at) return 'finished';
  if (lesson.scheduled_at && new Date(lesson.scheduled_at).getTime() < now.getTime()) {
    return 'not_finished';
  }
  return 'upcoming';
}

export const LessonItemSchema = z.object({
  /** The microblock played (a themed version when the student has one). */
  exercise_id: z.number().int(),
  /** The microblock it counts as for usage frequency. */
  source_id: z.number().int(),
  block_id: z.number().int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  slide_count: z.number().int(),
  usage_frequency: z.number().int(),
  theme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LessonItem = z.infer<typeof LessonItemSchema>;

export const LessonSummarySchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_number: z.number().int(),
  protocol_id: z.number().int(),
  client: z.object({ id: z.number().int(), child_name: z.string() }),
  number: z.number().int(),
  title: z.string(),
  state: z.enum(LESSON_STATES),
  scheduled_at: z.string().nullable(),
  prepared_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  done_at: z.string().nullable(),
  tracked_seconds: z.number().int(),
  item_count: z.number().int(),
});
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

export const LessonBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  educator_description: z.string(),
  min_presentations: z.number().int(),
  max_presentations: z.number().int(),
});

export const LessonSchema = LessonSummarySchema.extend({
  blocks: z.array(LessonBlockSchema),
  items: z.array(LessonItemSchema),
  /** Set once the plan is filled; a lesson of an unfilled plan cannot be prepared. */
  is_plan_filled: z.boolean(),
  /** The link the child opens to follow the lesson. */
  play_url: z.string(),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const LessonsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  state: z.enum(LESSON_STATES).optional(),
  client_id: IdSchema.optional(),
  plan_id: IdSchema.optional(),
  /** Only lessons with a time (true) or only those still without one (false). */
  is_scheduled: QueryBooleanSchema.optional(),
});

export const LessonInputSchema = z
  .object({
    workspace_id: IdSchema,
    /** Empty shows as "Lesson N". */
    title: z.string().trim().max(200, 'validation.maxLength').default(''),
    scheduled_at: DateTimeSchema.nullable().default(null),
    items: z
      .array(z.object({ block_id: IdSchema, exercise_id: IdSchema }).strict())
      .max(LESSON_ITEMS_MAX),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        title: '',
        scheduled_at: '2026-12-01T15:00:00+02:00',
        items: [{ block_id: 1, exercise_id: 1 }],
      },
    ],
  });
export type LessonInput = z.input<typeof LessonInputSchema>;

/** Microblocks a block of the lesson may use: from the plan's chosen folders, with their use. */
export const LessonCandidateSchema = z.object({
  exercise_id: z.number().int(),
  source_id: z.number().int(),
  block_id: z.number().int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  usage_frequency: z.number().int(),
  /** Other lessons of the plan that use it. */
  used_in_plan: z.number().int(),
  theme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LessonCandidate = z.infer<typeof LessonCandidateSchema>;

// ---------------------------------------------------------------------------------------------
// The player (public by link): the teacher leads, the child's screen follows.

/** Where the teacher is: the item (0-based, in lesson order) and its slide (0-based). */
export const LessonPositionSchema = z.object({
  item: z.number().int(),
  slide: z.number().int(),
  is_finished: z.boolean(),
});
export type LessonPosition = z.infer<typeof LessonPositionSchema>;

export const LessonMarkSchema = z.object({
  item: z.number().int(),
  slide: z.number().int(),
  mark: z.enum(SLIDE_MARKS),
});
export type LessonMark = z.infer<typeof LessonMarkSchema>;

export const PlayLessonSchema = z.object({
  title: z.string(),
  number: z.number().int(),
  child_name: z.string(),
  /** The student's language: the follower's screen speaks it. */
  language: z.string(),
  items: z.array(
    z.object({
      title: z.string(),
      /** Leader only: the microblock or themed version shown (a ticket reports its slides). */
      exercise_id: z.number().int().nullable(),
      /** Leader only: the seconds it has been on screen in this lesson so far (decision 045). */
      seconds: z.number().int().nullable(),
      presentation: PlayerPresentationSchema,
    }),
  ),
  position: LessonPositionSchema,
  /** True for a signed-in teacher of the lesson's project: they lead, others follow. */
  is_leader: z.boolean(),
  /** Leader only: the lesson's id (to finish it), and the marks so far. */
  lesson_id: z.number().int().nullable(),
  workspace_id: z.number().int().nullable(),
  marks: z.array(LessonMarkSchema),
});
export type PlayLesson = z.infer<typeof PlayLessonSchema>;

export const LessonPositionInputSchema = z
  .object({
    item: z.number().int().min(0).max(LESSON_ITEMS_MAX),
    slide: z.number().int().min(0).max(PRESENTATION_MAX_SLIDES),
  })
  .strict();

/** A child's screen: a random id its page makes once, kept across reconnects of its stream. */
export const ViewerIdSchema = z.uuid();

/** The child's screen tells which slide it shows (it may lag behind the teacher's). */
export const LessonShownInputSchema = z
  .object({
    viewer: ViewerIdSchema,
    item: z.number().int().min(0).max(LESSON_ITEMS_MAX),
    slide: z.number().int().min(0).max(PRESENTATION_MAX_SLIDES),
  })
  .strict()
  .meta({ examples: [{ viewer: '6f1c2a4e-8b0d-4c7e-9a53-2d1f0e9b7c11', item: 0, slide: 0 }] });

export const FollowEventsQuerySchema = z.object({ viewer: ViewerIdSchema.optional() });

/**
 * Who follows the lesson, as the teacher sees it: how many children's screens are connected
 * (a screen that dropped counts until the grace period ends) and the slide each one reported.
 */
export const LessonPresenceSchema = z.object({
  screens: z.number().int(),
  /** One per connected screen that has reported its slide yet. */
  shown: z.array(z.object({ item: z.number().int(), slide: z.number().int() })),
});
export type LessonPresence = z.infer<typeof LessonPresenceSchema>;

export const LessonMarkInputSchema = z
  .object({
    item: z.number().int().min(0).max(LESSON_ITEMS_MAX),
    slide: z.number().int().min(0).max(PRESENTATION_MAX_SLIDES),
    /** Null clears the slide's mark. */
    mark: z.enum(SLIDE_MARKS).nullable(),
  })
  .strict();

/**
 * The player's time on slides (decision 045): for each item counted, its total seconds in the
 * lesson so far — totals, not increments, so a report sent twice counts once.
 */
export const TrackInputSchema = z
  .object({
    workspace_id: IdSchema,
    lesson_id: IdSchema,
    items: z
      .array(
        z
          .object({
            item: z.number().int().min(0).max(LESSON_ITEMS_MAX),
            seconds: z.number().int().min(0).max(LESSON_ITEM_SECONDS_MAX),
          })
          .strict(),
      )
      .min(1)
      .max(LESSON_ITEMS_MAX)
      .refine(
        (items) => new Set(items.map((entry) => entry.item)).size === items.length,
        'validation.duplicate',
      ),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, lesson_id: 1, items: [{ item: 0, seconds: 30 }] }] });
export type TrackInput = z.infer<typeof TrackInputSchema>;

/** What the lesson holds after a report: its time, and each item's total by its place. */
export const TrackedTimeSchema = z.object({
  tracked_seconds: z.number().int(),
  item_seconds: z.array(z.number().int()),
});
export type TrackedTime = z.infer<typeof TrackedTimeSchema>;

export const LessonActionSchema = z
  .object({ workspace_id: IdSchema, lesson_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, lesson_id: 1 }] });

// ---------------------------------------------------------------------------------------------
// Lesson statistics (manager per teacher, teacher their own) over finished lessons.

const StatsDateSchema = dateSchema();
const periodFields = {
  workspace_id: IdSchema,
  start_date: StatsDateSchema,
  end_date: StatsDateSchema,
};
const periodRule: [
  (q: { start_date: string; end_date: string }) => boolean,
  { path: string[]; message: string },
] = [(q) => q.start_date <= q.end_date, { path: ['end_date'], message: 'validation.dateRange' }];

/** A period of days, both included (dates of the lessons' finish). */
export const LessonStatsQuerySchema = z.object(periodFields).refine(...periodRule);
export const TeacherLessonsQuerySchema = z
  .object({ ...periodFields, teacher_id: IdSchema })
  .refine(...periodRule);

export const MarkCountsSchema = z.object({
  correct: z.number().int(),
  incorrect: z.number().int(),
  prompted: z.number().int(),
});

export const TeacherLessonStatsSchema = MarkCountsSchema.extend({
  teacher: z.object({ id: z.number().int(), name: z.string() }),
  lessons_finished: z.number().int(),
  lessons_done: z.number().int(),
  students: z.number().int(),
  minutes: z.number().int(),
});
export type TeacherLessonStats = z.infer<typeof TeacherLessonStatsSchema>;

export const LessonStatRowSchema = MarkCountsSchema.extend({
  lesson_id: z.number().int(),
  finished_at: z.string(),
  teacher_name: z.string().nullable(),
  child_name: z.string(),
  plan_number: z.number().int(),
  lesson_number: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  presentations: z.number().int(),
  is_done: z.boolean(),
});
export type LessonStatRow = z.infer<typeof LessonStatRowSchema>;

/** What a parent sees of one lesson through its link (no internal ids). */
export const ClientSessionSchema = MarkCountsSchema.extend({
  child_name: z.string(),
  language: z.string(),
  teacher_name: z.string().nullable(),
  plan_number: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  scheduled_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  minutes: z.number().int(),
  presentations: z.array(z.string()),
});
export type ClientSession = z.infer<typeof ClientSessionSchema>;
