import { z } from 'zod';
import { dateSchema, IdSchema } from './common.schemas.ts';

// ---------------------------------------------------------------------------------------------
// Spec 1 "reports with CSV download", spec 2 moderator /reports, spec 4 "reports exclude or
// include items" (decision 041): how a project's library is used over a range of days, per
// microblock, without what its moderators excluded (a microblock, a whole lesson or a student).

export const REPORT_SORTS = [
  'title',
  'category',
  'author',
  'lessons',
  'plays',
  'seconds',
  'correct_rate',
  'incorrect_rate',
  'prompted_rate',
  'likes',
  'dislikes',
  'open_tickets',
] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The longest range a report covers (its chart has one point per week). */
export const REPORT_RANGE_MAX_DAYS = 3 * 366;

const rangeFields = {
  workspace_id: IdSchema,
  start_date: dateSchema(),
  end_date: dateSchema(),
};

const rangeRule = <T extends { start_date: string; end_date: string }>(
  q: T,
  ctx: z.RefinementCtx,
) => {
  const days = (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000;
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.dateRange' });
  else if (days >= REPORT_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.invalid' });
  }
};

/** A range of days (UTC, both included: the day a lesson was finished, else started, else set). */
export const ReportQuerySchema = z
  .object({
    ...rangeFields,
    category_id: IdSchema.optional(),
    author_id: IdSchema.optional(),
    theme_id: IdSchema.optional(),
    sort: z.enum(REPORT_SORTS).default('plays'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(rangeRule)
  .meta({
    examples: [
      { workspace_id: 1, start_date: '2026-01-01', end_date: '2026-03-31', sort: 'plays' },
    ],
  });
export type ReportQuery = z.input<typeof ReportQuerySchema>;

export const ReportLessonsQuerySchema = z
  .object({ ...rangeFields, exercise_id: IdSchema })
  .superRefine(rangeRule);
export type ReportLessonsQuery = z.output<typeof ReportLessonsQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

const UseFiguresSchema = z.object({
  lessons: z.number().int(),
  plays: z.number().int(),
  /**
   * Time on slides in the played lessons (decision 045): what the player timed per microblock,
   * plus an even share of a lesson's time it did not time (lessons played before it did).
   */
  seconds: z.number().int(),
  /** Of `seconds`, how many are such an even share: an estimate, not a measurement. */
  estimated_seconds: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  prompted: z.number().int(),
  /** Percent of the marks given, one decimal; null with no marks. */
  correct_rate: z.number().nullable(),
  incorrect_rate: z.number().nullable(),
  prompted_rate: z.number().nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  open_tickets: z.number().int(),
});

export const ReportRowSchema = UseFiguresSchema.extend({
  exercise_id: z.number().int(),
  title: z.string(),
  category: NamedSchema.nullable(),
  author: NamedSchema.nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSchema = z.object({
  rows: z.array(ReportRowSchema),
  /** Over the rows shown; `lessons` counts each lesson once. */
  totals: UseFiguresSchema.extend({ microblocks: z.number().int() }),
  /** Plays per week (the Monday that starts it), every week of the range. */
  weekly: z.array(z.object({ week: z.string(), plays: z.number().int() })),
  /** What the filters offer over the range (before the filters). */
  facets: z.object({
    categories: z.array(NamedSchema),
    authors: z.array(NamedSchema),
    themes: z.array(NamedSchema),
  }),
});
export type Report = z.infer<typeof ReportSchema>;

export const REPORT_EXCLUSION_KINDS = ['exercise', 'lesson', 'client'] as const;
export type ReportExclusionKind = (typeof REPORT_EXCLUSION_KINDS)[number];

export const ReportItemSchema = z
  .object({ workspace_id: IdSchema, kind: z.enum(REPORT_EXCLUSION_KINDS), id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, kind: 'lesson', id: 42 }] });
export type ReportItem = z.infer<typeof ReportItemSchema>;

export const ReportExclusionSchema = z.object({
  kind: z.enum(REPORT_EXCLUSION_KINDS),
  id: z.number().int(),
  /** The microblock's title, or the student's name (for a lesson, the lesson's student). */
  label: z.string(),
  /** For a lesson: its number in the plan and its title (empty when it has none). */
  lesson: z.object({ number: z.number().int(), title: z.string() }).nullable(),
  created_at: z.string(),
});
export type ReportExclusion = z.infer<typeof ReportExclusionSchema>;

/** A lesson a microblock was in, to exclude it or its student from the report. */
export const ReportLessonSchema = z.object({
  lesson_id: z.number().int(),
  /** The lesson's number in its plan, its name when `title` is empty. */
  number: z.number().int(),
  title: z.string(),
  day: z.string(),
  is_played: z.boolean(),
  /** The microblock's time on slides in this lesson; null when the lesson was not played. */
  seconds: z.number().int().nullable(),
  /** Whether part of `seconds` is an even share of time the player did not time per microblock. */
  is_estimated: z.boolean(),
  client: NamedSchema,
  teacher_name: z.string().nullable(),
});
export type ReportLesson = z.infer<typeof ReportLessonSchema>;
