import { z } from 'zod';
import {
  DIAGNOSTIC_SCORE_TYPES,
  DIAGNOSTIC_ZONE_COLORS,
  type DiagnosticBlock,
  type DiagnosticQuestion,
  type DiagnosticScale,
  type DiagnosticZone,
} from './diagnostic-card-templates.schemas.ts';
import {
  computeBlockScore,
  type DiagnosticAnswer,
  type DiagnosticAnswers,
  findZone,
} from './diagnostic-scores.ts';
import { LANGUAGES } from './languages.ts';
import { RichTextDocSchema } from './rich-text.ts';
import { QUALIFICATIONS } from './students.schemas.ts';

// ---------------------------------------------------------------------------------------------
// What the family sees of diagnostics (decision 034): a filled card through its link, and the
// child's progress over every sent card. Only names, texts and numbers: never an id, a key, a
// staff member's note or e-mail.

/** The card's family link as staff see it: both pages, or none while the link is off. */
export const DiagnosticCardLinkSchema = z.object({
  share_url: z.string().nullable(),
  progress_url: z.string().nullable(),
});
export type DiagnosticCardLink = z.infer<typeof DiagnosticCardLinkSchema>;

const ZoneSchema = z.object({
  name: z.string(),
  color: z.enum(DIAGNOSTIC_ZONE_COLORS),
  from: z.number(),
  to: z.number(),
});
const ZoneNameSchema = ZoneSchema.pick({ name: true, color: true });
const MarkSchema = z.object({ value: z.number(), label: z.string() });
const FamilyScaleSchema = z.object({
  start: MarkSchema,
  centre: MarkSchema,
  end: MarkSchema,
  zones: z.array(ZoneSchema),
});
export type FamilyScale = z.infer<typeof FamilyScaleSchema>;

/** One answer as a family reads it: text, the chosen variants' labels, a scale, a table. */
const FamilyAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().nullable() }),
  z.object({ type: z.literal('choice'), chosen: z.array(z.string()) }),
  z.object({
    type: z.literal('scale'),
    scale: FamilyScaleSchema,
    value: z.number().nullable(),
    zone: ZoneNameSchema.nullable(),
  }),
  z.object({
    type: z.literal('table'),
    scale: FamilyScaleSchema,
    columns: z.array(z.string()),
    rows: z.array(z.object({ label: z.string(), values: z.array(z.number().nullable()) })),
  }),
]);
export type FamilyAnswer = z.infer<typeof FamilyAnswerSchema>;

const FamilyBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('questions'),
    title: z.string(),
    description: z.string(),
    questions: z.array(z.object({ text: z.string(), answer: FamilyAnswerSchema })),
  }),
  z.object({
    kind: z.literal('computed'),
    title: z.string(),
    description: z.string(),
    score_type: z.enum(DIAGNOSTIC_SCORE_TYPES),
    score: z.number().nullable(),
    zone: ZoneNameSchema.nullable(),
  }),
]);
export type FamilyBlock = z.infer<typeof FamilyBlockSchema>;

/** The recommended program a card chose (decision 033): its name, its text, its complexes. */
export const FamilyProgramSchema = z.object({
  name: z.string(),
  content: RichTextDocSchema,
  complexes: z.array(z.string()),
});
export type FamilyProgram = z.infer<typeof FamilyProgramSchema>;

/** `/dc-preview/{token}`: the card as the family reads it, in the student's language. */
export const FamilyDiagnosticCardSchema = z.object({
  child_name: z.string(),
  language: z.enum(LANGUAGES),
  template_title: z.string(),
  diagnostic_date: z.string(),
  blocks: z.array(FamilyBlockSchema),
  violations: z.array(z.enum(QUALIFICATIONS)),
  program: FamilyProgramSchema.nullable(),
  /** The examiner's note on the program (free text), with or without a chosen program. */
  recommended_program: z.string(),
  parent_request: z.string(),
});
export type FamilyDiagnosticCard = z.infer<typeof FamilyDiagnosticCardSchema>;

/** One line over time: a scale question's value or a computed block's score on each card. */
const ProgressSeriesSchema = z.object({
  kind: z.enum(['scale', 'computed']),
  title: z.string(),
  /** The block the question is in (for a computed block, its own title). */
  block_title: z.string(),
  /** Whether a higher value is better; scales count as positive. */
  score_type: z.enum(DIAGNOSTIC_SCORE_TYPES),
  /** The scale's range; computed scores have none of their own (their zones say it). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  zones: z.array(ZoneSchema),
  points: z.array(z.object({ date: z.string(), value: z.number().nullable() })),
});
export type ProgressSeries = z.infer<typeof ProgressSeriesSchema>;

const LessonResultSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  finished_at: z.string(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  prompted: z.number().int(),
});
export type LessonResult = z.infer<typeof LessonResultSchema>;

/** `/progress-preview/{token}`: every sent card of the child, by template, and lesson results. */
export const FamilyProgressSchema = z.object({
  child_name: z.string(),
  language: z.enum(LANGUAGES),
  templates: z.array(
    z.object({
      title: z.string(),
      dates: z.array(z.string()),
      series: z.array(ProgressSeriesSchema),
    }),
  ),
  lessons: z.array(LessonResultSchema),
});
export type FamilyProgress = z.infer<typeof FamilyProgressSchema>;

// --- Shaping ---------------------------------------------------------------------------------

const toFamilyScale = (scale: DiagnosticScale): FamilyScale => ({
  start: scale.start,
  centre: scale.centre,
  end: scale.end,
  zones: scale.zones.map(({ name, color, from, to }) => ({ name, color, from, to })),
});

const toZoneName = (zone: DiagnosticZone | null) =>
  zone ? { name: zone.name, color: zone.color } : null;

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function toFamilyAnswer(
  question: DiagnosticQuestion,
  answer: DiagnosticAnswer | undefined,
): FamilyAnswer {
  switch (question.type) {
    case 'short_answer':
    case 'large_answer':
      return { type: 'text', text: typeof answer === 'string' && answer.trim() ? answer : null };
    case 'one_variant':
    case 'many_variants': {
      const keys = new Set(Array.isArray(answer) ? answer : [answer]);
      return {
        type: 'choice',
        chosen: question.variants.filter((v) => keys.has(v.key)).map((v) => v.label),
      };
    }
    case 'scale': {
      const value = asNumber(answer);
      return {
        type: 'scale',
        scale: toFamilyScale(question.scale),
        value,
        zone: toZoneName(findZone(question.scale.zones, value)),
      };
    }
    case 'multi_scale_table': {
      const cells =
        typeof answer === 'object' && answer !== null && !Array.isArray(answer)
          ? (answer as Readonly<Record<string, Readonly<Record<string, number>> | undefined>>)
          : {};
      return {
        type: 'table',
        scale: toFamilyScale(question.scale),
        columns: question.columns.map((c) => c.label),
        rows: question.rows.map((row) => ({
          label: row.label,
          values: question.columns.map((column) => asNumber(cells[row.key]?.[column.key])),
        })),
      };
    }
  }
}

/** A card's blocks with their answers and scores, as a family reads them (no keys). */
export function toFamilyBlocks(
  blocks: readonly DiagnosticBlock[],
  answers: DiagnosticAnswers,
): FamilyBlock[] {
  return blocks.map((block) => {
    if (block.kind === 'questions') {
      return {
        kind: 'questions',
        title: block.title,
        description: block.description,
        questions: block.questions.map((question) => ({
          text: question.text,
          answer: toFamilyAnswer(question, answers[question.key]),
        })),
      };
    }
    const score = computeBlockScore(block, blocks, answers);
    return {
      kind: 'computed',
      title: block.title,
      description: block.description,
      score_type: block.score_type,
      score,
      zone: toZoneName(findZone(block.zones, score)),
    };
  });
}

/** A sent card as progress needs it: which template, when, the version's blocks, the answers. */
export type ProgressCard = {
  template_id: number;
  template_title: string;
  diagnostic_date: string;
  blocks: readonly DiagnosticBlock[];
  answers: DiagnosticAnswers;
};

type SeriesDraft = Omit<ProgressSeries, 'points'> & {
  readValue: (card: ProgressCard) => number | null;
};

/** The series one version offers: its scale questions and computed blocks, by their keys. */
function listSeriesOf(blocks: readonly DiagnosticBlock[]): [string, SeriesDraft][] {
  return blocks.flatMap((block): [string, SeriesDraft][] => {
    if (block.kind === 'computed') {
      return [
        [
          `computed:${block.key}`,
          {
            kind: 'computed',
            title: block.title,
            block_title: block.title,
            score_type: block.score_type,
            min: null,
            max: null,
            zones: block.zones.map(({ name, color, from, to }) => ({ name, color, from, to })),
            // Later versions keep keys: the card's own version says how its score is counted.
            readValue: (card) => {
              const own = card.blocks.find((b) => b.kind === 'computed' && b.key === block.key);
              return own?.kind === 'computed'
                ? computeBlockScore(own, card.blocks, card.answers)
                : null;
            },
          },
        ],
      ];
    }
    return block.questions.flatMap((question): [string, SeriesDraft][] =>
      question.type === 'scale'
        ? [
            [
              `scale:${question.key}`,
              {
                kind: 'scale',
                title: question.text,
                block_title: block.title,
                score_type: 'positive',
                min: question.scale.start.value,
                max: question.scale.end.value,
                zones: toFamilyScale(question.scale).zones,
                readValue: (card) => asNumber(card.answers[question.key]),
              },
            ],
          ]
        : [],
    );
  });
}

/**
 * The child's progress: the cards grouped by template (the template most recently examined
 * first), each scale question and computed block a series over the cards' dates, oldest first.
 * A question is followed across versions by its key; its title, range and zones are the newest
 * version's. Pure, so the family page and a PDF export draw the same numbers.
 */
export function buildProgressSeries(cards: readonly ProgressCard[]): FamilyProgress['templates'] {
  const byDate = [...cards].sort((a, b) => a.diagnostic_date.localeCompare(b.diagnostic_date));
  const groups = new Map<number, ProgressCard[]>();
  for (const card of byDate) {
    groups.set(card.template_id, [...(groups.get(card.template_id) ?? []), card]);
  }
  return [...groups.values()]
    .map((group) => {
      const newestFirst = [...group].reverse();
      const drafts = new Map<string, SeriesDraft>();
      for (const card of newestFirst) {
        for (const [key, draft] of listSeriesOf(card.blocks)) {
          if (!drafts.has(key)) drafts.set(key, draft);
        }
      }
      const newest = newestFirst[0] as ProgressCard;
      return {
        title: newest.template_title,
        latest: newest.diagnostic_date,
        dates: group.map((card) => card.diagnostic_date),
        series: [...drafts.values()].map(({ readValue, ...series }) => ({
          ...series,
          points: group.map((card) => ({ date: card.diagnostic_date, value: readValue(card) })),
        })),
      };
    })
    .sort((a, b) => b.latest.localeCompare(a.latest))
    .map(({ latest: _latest, ...template }) => template);
}
