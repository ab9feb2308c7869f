import { z } from 'zod';
import { dateSchema, IdSchema } from './common.schemas.ts';
import {
  type DiagnosticBlock,
  DiagnosticKeySchema,
  type DiagnosticQuestion,
  type DiagnosticScale,
} from './diagnostic-card-templates.schemas.ts';
import type { DiagnosticAnswer, DiagnosticAnswers } from './diagnostic-scores.ts';
import {
  DIAGNOSTIC_CARD_ANSWERS_MAX,
  DIAGNOSTIC_CARD_TEXT_MAX_LENGTH,
  DIAGNOSTIC_SCALE_CHANGE_DIVISIONS_MAX,
  DIAGNOSTIC_TEXT_MAX_LENGTH,
  DIAGNOSTIC_VALUE_MAX,
  NAME_LENGTH,
} from './limits.ts';
import { QUALIFICATIONS } from './students.schemas.ts';

// ---------------------------------------------------------------------------------------------
// Filled diagnostic cards (spec 3, 4, 5): a diagnostician (or the student's teacher) fills a card
// from one template version; the therapist receives it and moves its status (decision 032).

/** Spec 4: the card's statuses, in the order a card usually goes through them. */
export const DIAGNOSTIC_CARD_STATUSES = [
  'draft',
  'sent',
  'ready_to_work',
  'further_exam_start',
  'further_exam_during',
] as const;
export type DiagnosticCardStatus = (typeof DIAGNOSTIC_CARD_STATUSES)[number];

/** Who acts on a card: the student's diagnostician or the student's teacher (the therapist). */
export type DiagnosticCardActor = 'diagnostician' | 'teacher';

/** Statuses in which the card's content can still be changed by whoever examines the child. */
const EDITABLE_STATUSES = new Set<DiagnosticCardStatus>([
  'draft',
  'further_exam_start',
  'further_exam_during',
]);

/** The therapist's statuses: a received card is ready to work or needs further examination. */
const THERAPIST_STATUSES = new Set<DiagnosticCardStatus>([
  'ready_to_work',
  'further_exam_start',
  'further_exam_during',
]);

/** Whether the content (answers, client info, ...) can be saved in this status. */
export function isDiagnosticCardEditable(status: DiagnosticCardStatus): boolean {
  return EDITABLE_STATUSES.has(status);
}

/**
 * The transitions of spec 4, and who may make them:
 * - draft -> sent ("save and send"), and a further examination -> sent (the re-examined card
 *   goes back to the therapist): the student's diagnostician or teacher, whoever examines;
 * - a received card (sent, ready to work, further examination) -> another therapist status:
 *   only the student's teacher, who works with the child.
 */
export function canMoveDiagnosticCard(
  actor: DiagnosticCardActor,
  from: DiagnosticCardStatus,
  to: DiagnosticCardStatus,
): boolean {
  if (from === to) return false;
  if (to === 'sent') return isDiagnosticCardEditable(from);
  if (to === 'draft') return false;
  return actor === 'teacher' && from !== 'draft' && THERAPIST_STATUSES.has(to);
}

// --- Answers against the version's questions ---------------------------------------------------

type Issue = { path: (string | number)[]; message: string };

const EPSILON = 1e-9;

/** A value on the scale: within its marks and on one of its divisions. */
export function isOnScale(scale: DiagnosticScale, value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < scale.start.value - EPSILON || value > scale.end.value + EPSILON) return false;
  const steps = (value - scale.start.value) / scale.step;
  return Math.abs(steps - Math.round(steps)) < EPSILON;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether one answer fits its question's type and range; null and missing mean "not answered". */
function checkAnswer(question: DiagnosticQuestion, answer: unknown, path: (string | number)[]) {
  const issues: Issue[] = [];
  const invalid = (at: (string | number)[] = path, message = 'validation.diagnosticAnswer') =>
    issues.push({ path: at, message });
  switch (question.type) {
    case 'short_answer':
    case 'large_answer':
      if (typeof answer !== 'string') invalid();
      else if (answer.length > DIAGNOSTIC_TEXT_MAX_LENGTH * 10)
        invalid(path, 'validation.maxLength');
      break;
    case 'one_variant':
      if (typeof answer !== 'string' || !question.variants.some((v) => v.key === answer)) invalid();
      break;
    case 'many_variants': {
      const keys = new Set(question.variants.map((v) => v.key));
      if (!Array.isArray(answer)) invalid();
      else if (new Set(answer).size !== answer.length) invalid(path, 'validation.duplicate');
      else if (!answer.every((key) => typeof key === 'string' && keys.has(key))) invalid();
      break;
    }
    case 'scale':
      if (!isOnScale(question.scale, answer)) invalid();
      break;
    case 'multi_scale_table': {
      if (!isPlainObject(answer)) {
        invalid();
        break;
      }
      const rows = new Set(question.rows.map((r) => r.key));
      const columns = new Set(question.columns.map((c) => c.key));
      for (const [rowKey, cells] of Object.entries(answer)) {
        if (!rows.has(rowKey) || !isPlainObject(cells)) {
          invalid([...path, rowKey]);
          continue;
        }
        for (const [columnKey, value] of Object.entries(cells)) {
          if (!columns.has(columnKey) || !isOnScale(question.scale, value)) {
            invalid([...path, rowKey, columnKey]);
          }
        }
      }
      break;
    }
  }
  return issues;
}

function listQuestions(blocks: readonly DiagnosticBlock[]) {
  return blocks.flatMap((b) => (b.kind === 'questions' ? b.questions : []));
}

/**
 * Each answer against the version it was made from: its question exists there, and the answer
 * fits the question's type and range (a variant it offers, a value on its scale's divisions, a
 * cell of its own rows and columns). Issues name `answers.<question key>`.
 */
export function checkDiagnosticAnswers(
  blocks: readonly DiagnosticBlock[],
  answers: DiagnosticAnswers,
): Issue[] {
  const questions = new Map(listQuestions(blocks).map((q) => [q.key, q]));
  const issues: Issue[] = [];
  for (const [key, answer] of Object.entries(answers)) {
    const question = questions.get(key);
    if (!question) issues.push({ path: ['answers', key], message: 'validation.diagnosticAnswer' });
    else if (answer !== null && answer !== undefined) {
      issues.push(...checkAnswer(question, answer, ['answers', key]));
    }
  }
  return issues;
}

/** Whether an answer leaves its question empty; a required table needs every cell. */
function isEmptyAnswer(question: DiagnosticQuestion, answer: DiagnosticAnswer | undefined) {
  if (answer === null || answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  if (question.type === 'multi_scale_table' && isPlainObject(answer)) {
    const cells = answer as Record<string, Record<string, number> | undefined>;
    return question.rows.some((row) =>
      question.columns.some((column) => typeof cells[row.key]?.[column.key] !== 'number'),
    );
  }
  return false;
}

/** Spec 5: the required questions the card leaves empty (their keys, in the template's order). */
export function listEmptyRequired(
  blocks: readonly DiagnosticBlock[],
  answers: DiagnosticAnswers,
): string[] {
  return listQuestions(blocks)
    .filter((q) => q.is_required && isEmptyAnswer(q, answers[q.key]))
    .map((q) => q.key);
}

// --- Scales over time (spec 9) ----------------------------------------------------------------

/** How many of the scale's divisions lie between two values (whole divisions, either way). */
export function countDivisionsBetween(scale: Pick<DiagnosticScale, 'step'>, a: number, b: number) {
  return Math.round(Math.abs(b - a) / scale.step);
}

/**
 * Spec 9 "change a scale value by no more than 2 divisions": whether a new value lies further
 * from the last examination's than that, and so asks the examiner to confirm. Nothing to compare
 * (no earlier value, or the value cleared) asks nothing.
 */
export function isScaleChangeLarge(
  scale: Pick<DiagnosticScale, 'step'>,
  previous: number | null | undefined,
  next: number | null | undefined,
): boolean {
  if (typeof previous !== 'number' || typeof next !== 'number') return false;
  return countDivisionsBetween(scale, previous, next) > DIAGNOSTIC_SCALE_CHANGE_DIVISIONS_MAX;
}

// --- Requests ----------------------------------------------------------------------------------

const CardText = z
  .string('validation.invalid')
  .trim()
  .max(DIAGNOSTIC_CARD_TEXT_MAX_LENGTH, 'validation.maxLength')
  .default('');

const NameField = z
  .string('validation.required')
  .trim()
  .min(NAME_LENGTH.min, 'validation.nameLength')
  .max(NAME_LENGTH.max, 'validation.nameLength');

/** The student's details as the card keeps them: copied when the card starts, editable there. */
export const DiagnosticCardClientInfoSchema = z
  .object({
    child_name: NameField,
    client_name: NameField,
    birth_date: dateSchema('validation.date').nullable().default(null),
    contact_email: z.string().trim().max(254, 'validation.maxLength').default(''),
    contact_phone: z.string().trim().max(30, 'validation.maxLength').default(''),
  })
  .strict();
export type DiagnosticCardClientInfo = z.infer<typeof DiagnosticCardClientInfoSchema>;

const AnswerNumber = z
  .number('validation.diagnosticAnswer')
  .min(-DIAGNOSTIC_VALUE_MAX, 'validation.diagnosticAnswer')
  .max(DIAGNOSTIC_VALUE_MAX, 'validation.diagnosticAnswer');

/** The shapes an answer can take; whether it fits its question is checked against the version. */
export const DiagnosticAnswerSchema = z
  .union(
    [
      z.string().max(DIAGNOSTIC_TEXT_MAX_LENGTH * 10, 'validation.maxLength'),
      z.array(DiagnosticKeySchema).max(100, 'validation.diagnosticAnswer'),
      AnswerNumber,
      z.record(DiagnosticKeySchema, z.record(DiagnosticKeySchema, AnswerNumber)),
    ],
    'validation.diagnosticAnswer',
  )
  .nullable();

const AnswersSchema = z
  .record(DiagnosticKeySchema, DiagnosticAnswerSchema)
  .refine(
    (answers) => Object.keys(answers).length <= DIAGNOSTIC_CARD_ANSWERS_MAX,
    'validation.diagnosticTooMany',
  )
  .default({});

const cardContent = {
  client_info: DiagnosticCardClientInfoSchema,
  diagnostic_date: dateSchema('validation.date'),
  answers: AnswersSchema,
  /** Spec 3 "violations": taken from the qualifications list of spec 3. */
  violations: z
    .array(z.enum(QUALIFICATIONS, 'validation.invalid'))
    .max(QUALIFICATIONS.length)
    .refine((v) => new Set(v).size === v.length, 'validation.duplicate')
    .default([]),
  recommended_program: CardText,
  /**
   * The program chosen from the project's recommended programs (decision 033); null clears it,
   * absent keeps the one chosen. `recommended_program` stays as a free note beside it.
   */
  recommended_program_id: IdSchema.nullable().optional(),
  parent_request: CardText,
};

/** Start a card for a student from a template's current version. */
export const DiagnosticCardCreateSchema = z
  .object({ workspace_id: IdSchema, client_id: IdSchema, template_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, client_id: 1, template_id: 1 }] });

const CARD_CONTENT_EXAMPLE = {
  workspace_id: 1,
  revision: 1,
  client_info: { child_name: 'Марко', client_name: 'Олена', birth_date: '2019-05-14' },
  diagnostic_date: '2026-03-02',
  answers: { 'sound-r': 2 },
  violations: ['dyslalia'],
  recommended_program: '',
  parent_request: 'Clear R sound',
};

const saveFields = {
  workspace_id: IdSchema,
  /** The revision the caller edited: another save in between answers 409. */
  revision: z.number('validation.invalid').int().positive(),
  ...cardContent,
  /**
   * Spec 5: with required answers empty the API refuses (422 DIAGNOSTIC_CARD_REQUIRED_EMPTY)
   * unless the caller confirmed it: "save anyway" on a save, "pass to the therapist" on a send.
   */
  allow_required_empty: z.boolean('validation.invalid').default(false),
};

/** Save the card's content; it keeps its status (a draft stays a draft). */
export const DiagnosticCardSaveSchema = z
  .object(saveFields)
  .strict()
  .meta({ examples: [CARD_CONTENT_EXAMPLE] });
export type DiagnosticCardSave = z.input<typeof DiagnosticCardSaveSchema>;

/** Spec 7 `/clients/diagnostic-cards/send`: save the content and send the card to the therapist. */
export const DiagnosticCardSendSchema = z
  .object({ ...saveFields, card_id: IdSchema })
  .strict()
  .meta({ examples: [{ ...CARD_CONTENT_EXAMPLE, card_id: 1 }] });
export type DiagnosticCardSend = z.input<typeof DiagnosticCardSendSchema>;

export const DiagnosticCardStatusInputSchema = z
  .object({
    workspace_id: IdSchema,
    status: z.enum(DIAGNOSTIC_CARD_STATUSES, 'validation.invalid'),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, status: 'ready_to_work' }] });

// --- Responses ---------------------------------------------------------------------------------

const PersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const DiagnosticCardSummarySchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  template_id: z.number().int(),
  template_version_id: z.number().int(),
  template_version: z.number().int(),
  template_title: z.string(),
  status: z.enum(DIAGNOSTIC_CARD_STATUSES),
  diagnostic_date: z.string(),
  revision: z.number().int(),
  created_by: PersonSchema,
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiagnosticCardSummary = z.infer<typeof DiagnosticCardSummarySchema>;

/** A computed block's score over the card's answers, with the zone it falls in. */
export const DiagnosticCardScoreSchema = z.object({
  block_key: z.string(),
  title: z.string(),
  score_type: z.enum(['positive', 'negative']),
  score: z.number().nullable(),
  zone: z.object({ name: z.string(), color: z.string() }).nullable(),
});

/** A value the student had on an earlier card, and that card's examination date. */
export const DiagnosticPreviousValueSchema = z.object({
  value: z.number(),
  diagnostic_date: z.string(),
  card_id: z.number().int(),
});
export type DiagnosticPreviousValue = z.infer<typeof DiagnosticPreviousValueSchema>;

/** A scale's last value, or a table's last value per cell (row key, then column key). */
export const DiagnosticPreviousAnswerSchema = z.discriminatedUnion('type', [
  DiagnosticPreviousValueSchema.extend({ type: z.literal('scale') }),
  z.object({
    type: z.literal('table'),
    cells: z.record(z.string(), z.record(z.string(), DiagnosticPreviousValueSchema)),
  }),
]);
export type DiagnosticPreviousAnswer = z.infer<typeof DiagnosticPreviousAnswerSchema>;

export const DiagnosticCardSchema = DiagnosticCardSummarySchema.extend({
  workspace_id: z.number().int(),
  client_info: DiagnosticCardClientInfoSchema,
  answers: z.record(z.string(), DiagnosticAnswerSchema),
  violations: z.array(z.enum(QUALIFICATIONS)),
  recommended_program: z.string(),
  recommended_program_id: z.number().int().nullable(),
  recommended_program_name: z.string().nullable(),
  parent_request: z.string(),
  /** Scores are computed on read from the version's formulas (decision 032). */
  scores: z.array(DiagnosticCardScoreSchema),
  /**
   * Spec 9: per scale question (and table cell), the value on the student's latest earlier card
   * of the same template that is not a draft, in any version asking the same key on a scale.
   */
  previous_answers: z.record(z.string(), DiagnosticPreviousAnswerSchema),
  /** Required questions still empty: the screen marks them. */
  empty_required: z.array(z.string()),
  /** What the caller may do now. */
  can_edit: z.boolean(),
  next_statuses: z.array(z.enum(DIAGNOSTIC_CARD_STATUSES)),
});
export type DiagnosticCard = z.infer<typeof DiagnosticCardSchema>;

/** The answer to a send: the card, and whether its therapist was told (decision 035). */
export const DiagnosticCardSentSchema = DiagnosticCardSchema.extend({
  /** told: the student's teacher; no_therapist: the student has none yet; sender: they sent it. */
  therapist_notice: z.enum(['told', 'no_therapist', 'sender']),
});
export type DiagnosticCardSent = z.infer<typeof DiagnosticCardSentSchema>;

/** A student of mine with their cards, for `/diagnostician-clients`. */
export const DiagnosticCardStudentSchema = z.object({
  id: z.number().int(),
  child_name: z.string(),
  client_name: z.string(),
  birth_date: z.string().nullable(),
  cards: z.array(DiagnosticCardSummarySchema),
});
export type DiagnosticCardStudent = z.infer<typeof DiagnosticCardStudentSchema>;
