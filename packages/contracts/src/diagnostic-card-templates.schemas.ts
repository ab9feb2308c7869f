import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.schemas.ts';
import {
  DIAGNOSTIC_BLOCK_QUESTIONS_MAX,
  DIAGNOSTIC_FORMULA_SOURCES_MAX,
  DIAGNOSTIC_LABEL_MAX_LENGTH,
  DIAGNOSTIC_SCALE_DIVISIONS_MAX,
  DIAGNOSTIC_TABLE_COLUMNS_MAX,
  DIAGNOSTIC_TABLE_ROWS_MAX,
  DIAGNOSTIC_TEMPLATE_BLOCKS_MAX,
  DIAGNOSTIC_TEMPLATE_CATEGORIES_MAX,
  DIAGNOSTIC_TEXT_MAX_LENGTH,
  DIAGNOSTIC_VALUE_MAX,
  DIAGNOSTIC_VARIANTS,
  DIAGNOSTIC_WEIGHT_MAX,
  DIAGNOSTIC_ZONES_MAX,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_TITLE_LENGTH,
} from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Diagnostic card templates (spec 3): moderators design them; teachers and diagnosticians read
// them to fill cards. Every save is a new immutable version, so a filled card keeps the version
// it was made from (decision 031).

/** Spec 3: the six answer types of a question. */
export const DIAGNOSTIC_ANSWER_TYPES = [
  'short_answer',
  'large_answer',
  'one_variant',
  'many_variants',
  'scale',
  'multi_scale_table',
] as const;
export type DiagnosticAnswerType = (typeof DIAGNOSTIC_ANSWER_TYPES)[number];

/** How a computed block turns the chosen questions into one score. */
export const DIAGNOSTIC_FORMULAS = ['sum', 'mean', 'count_marked'] as const;
export type DiagnosticFormula = (typeof DIAGNOSTIC_FORMULAS)[number];

/** Positive: a higher score is better; negative: a higher score is worse. */
export const DIAGNOSTIC_SCORE_TYPES = ['positive', 'negative'] as const;

/** Background colours of zones: the web's theme colours, so they follow light and dark schemes. */
export const DIAGNOSTIC_ZONE_COLORS = [
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'blue',
  'cyan',
  'teal',
  'gray',
] as const;

/**
 * Stable keys name blocks, questions, variants, rows and columns across versions: answers and
 * formulas refer to them, and progress over time matches the same question in later versions.
 * The client makes them (a UUID fits).
 */
export const DiagnosticKeySchema = z
  .string('validation.invalid')
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid');

const Text = (max: number) =>
  z.string('validation.invalid').trim().max(max, 'validation.maxLength');
const Label = Text(DIAGNOSTIC_LABEL_MAX_LENGTH).default('');
const Value = z
  .number('validation.invalid')
  .min(-DIAGNOSTIC_VALUE_MAX, 'validation.invalid')
  .max(DIAGNOSTIC_VALUE_MAX, 'validation.invalid');
/** Spec 5: "block not fully filled" — a title, questions, and a text for each question. */
const BlockText = (max: number) =>
  z
    .string('validation.diagnosticBlockIncomplete')
    .trim()
    .min(1, 'validation.diagnosticBlockIncomplete')
    .max(max, 'validation.maxLength');

export const DiagnosticZoneSchema = z
  .object({
    /** Spec 5: "background name required". */
    name: z
      .string('validation.diagnosticZoneNameRequired')
      .trim()
      .min(1, 'validation.diagnosticZoneNameRequired')
      .max(DIAGNOSTIC_LABEL_MAX_LENGTH, 'validation.maxLength'),
    color: z.enum(DIAGNOSTIC_ZONE_COLORS, 'validation.invalid'),
    /** The zone covers from <= value < to; its `to` too where no other zone starts there. */
    from: Value,
    to: Value,
  })
  .strict();
export type DiagnosticZone = z.infer<typeof DiagnosticZoneSchema>;

const Zones = z
  .array(DiagnosticZoneSchema)
  .max(DIAGNOSTIC_ZONES_MAX, 'validation.diagnosticTooMany')
  .default([]);

const ScaleMarkSchema = z.object({ value: Value, label: Label }).strict();

/** A scale: start, centre and end marks with labels, a step (one division) and coloured zones. */
export const DiagnosticScaleSchema = z
  .object({
    start: ScaleMarkSchema,
    centre: ScaleMarkSchema,
    end: ScaleMarkSchema,
    step: z
      .number('validation.invalid')
      .positive('validation.diagnosticScaleStep')
      .max(DIAGNOSTIC_VALUE_MAX, 'validation.invalid'),
    zones: Zones,
  })
  .strict();
export type DiagnosticScale = z.infer<typeof DiagnosticScaleSchema>;

/** Spec 5: "empty variant". */
const VariantSchema = z
  .object({
    key: DiagnosticKeySchema,
    label: z
      .string('validation.diagnosticVariantEmpty')
      .trim()
      .min(1, 'validation.diagnosticVariantEmpty')
      .max(DIAGNOSTIC_LABEL_MAX_LENGTH, 'validation.maxLength'),
    /** What choosing it adds to a computed block's sum or mean. */
    points: Value.default(0),
  })
  .strict();
export type DiagnosticVariant = z.infer<typeof VariantSchema>;

const Variants = z
  .array(VariantSchema)
  .min(DIAGNOSTIC_VARIANTS.min, 'validation.diagnosticVariantsMin')
  .max(DIAGNOSTIC_VARIANTS.max, 'validation.diagnosticTooMany');

/** Spec 5: "empty table row or column". */
const TableLineSchema = z
  .object({
    key: DiagnosticKeySchema,
    label: z
      .string('validation.diagnosticTableLineEmpty')
      .trim()
      .min(1, 'validation.diagnosticTableLineEmpty')
      .max(DIAGNOSTIC_LABEL_MAX_LENGTH, 'validation.maxLength'),
  })
  .strict();
const TableLines = (max: number) =>
  z
    .array(TableLineSchema)
    .min(1, 'validation.diagnosticTableLineEmpty')
    .max(max, 'validation.diagnosticTooMany');

const questionBase = {
  key: DiagnosticKeySchema,
  text: BlockText(DIAGNOSTIC_TEXT_MAX_LENGTH),
  is_required: z.boolean('validation.invalid').default(false),
};

export const DiagnosticQuestionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...questionBase, type: z.literal('short_answer') }).strict(),
    z.object({ ...questionBase, type: z.literal('large_answer') }).strict(),
    z.object({ ...questionBase, type: z.literal('one_variant'), variants: Variants }).strict(),
    z.object({ ...questionBase, type: z.literal('many_variants'), variants: Variants }).strict(),
    z.object({ ...questionBase, type: z.literal('scale'), scale: DiagnosticScaleSchema }).strict(),
    z
      .object({
        ...questionBase,
        type: z.literal('multi_scale_table'),
        rows: TableLines(DIAGNOSTIC_TABLE_ROWS_MAX),
        columns: TableLines(DIAGNOSTIC_TABLE_COLUMNS_MAX),
        /** Every cell is answered on this one scale. */
        scale: DiagnosticScaleSchema,
      })
      .strict(),
  ],
  'validation.invalid',
);
export type DiagnosticQuestion = z.infer<typeof DiagnosticQuestionSchema>;

const blockBase = {
  key: DiagnosticKeySchema,
  title: BlockText(DIAGNOSTIC_LABEL_MAX_LENGTH),
  description: Text(DIAGNOSTIC_TEXT_MAX_LENGTH).default(''),
};

export const DiagnosticQuestionsBlockSchema = z
  .object({
    ...blockBase,
    kind: z.literal('questions'),
    questions: z
      .array(DiagnosticQuestionSchema)
      .min(1, 'validation.diagnosticBlockIncomplete')
      .max(DIAGNOSTIC_BLOCK_QUESTIONS_MAX, 'validation.diagnosticTooMany'),
  })
  .strict();

/** A question a computed block counts, with its weight. */
const FormulaSourceSchema = z
  .object({
    question_key: DiagnosticKeySchema,
    weight: z
      .number('validation.invalid')
      .positive('validation.invalid')
      .max(DIAGNOSTIC_WEIGHT_MAX, 'validation.invalid')
      .default(1),
  })
  .strict();

export const DiagnosticComputedBlockSchema = z
  .object({
    ...blockBase,
    kind: z.literal('computed'),
    formula: z.enum(DIAGNOSTIC_FORMULAS, 'validation.invalid'),
    score_type: z.enum(DIAGNOSTIC_SCORE_TYPES, 'validation.invalid'),
    sources: z
      .array(FormulaSourceSchema)
      .min(1, 'validation.diagnosticBlockIncomplete')
      .max(DIAGNOSTIC_FORMULA_SOURCES_MAX, 'validation.diagnosticTooMany'),
    zones: Zones,
  })
  .strict();
export type DiagnosticComputedBlock = z.infer<typeof DiagnosticComputedBlockSchema>;

export const DiagnosticBlockSchema = z.discriminatedUnion(
  'kind',
  [DiagnosticQuestionsBlockSchema, DiagnosticComputedBlockSchema],
  'validation.invalid',
);
export type DiagnosticBlock = z.infer<typeof DiagnosticBlockSchema>;

const DiagnosticBlocks = z
  .array(DiagnosticBlockSchema)
  .min(1, 'validation.diagnosticBlocksRequired')
  .max(DIAGNOSTIC_TEMPLATE_BLOCKS_MAX, 'validation.diagnosticTooMany');

// --- Rules across fields -----------------------------------------------------------------------

type Issue = { path: (string | number)[]; message: string };

/** Tolerance for decimal steps (0.1 + 0.2 is not 0.3 in floating point). */
const EPSILON = 1e-9;
const isWhole = (x: number) => Math.abs(x - Math.round(x)) < EPSILON;

/** The number of divisions from start to end. */
export function countScaleDivisions(scale: DiagnosticScale): number {
  return Math.round((scale.end.value - scale.start.value) / scale.step);
}

function checkZones(
  zones: readonly DiagnosticZone[],
  bounds: { min: number; max: number } | null,
  path: (string | number)[],
): Issue[] {
  const issues: Issue[] = [];
  for (const [index, zone] of zones.entries()) {
    const outside = bounds !== null && (zone.from < bounds.min || zone.to > bounds.max);
    if (zone.from >= zone.to || outside) {
      issues.push({ path: [...path, index, 'to'], message: 'validation.diagnosticZoneRange' });
    }
  }
  // Zones may touch (one ends where the next starts) but not overlap.
  const sorted = zones
    .map((zone, index) => ({ zone, index }))
    .sort((a, b) => a.zone.from - b.zone.from);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.zone.from < previous.zone.to - EPSILON) {
      issues.push({
        path: [...path, current.index, 'from'],
        message: 'validation.diagnosticZonesOverlap',
      });
    }
  }
  return issues;
}

/** A scale's marks in order on its divisions, and its zones within it. */
export function checkScale(scale: DiagnosticScale, path: (string | number)[]): Issue[] {
  const { start, centre, end, step } = scale;
  const issues: Issue[] = [];
  if (!(start.value < centre.value && centre.value < end.value)) {
    issues.push({ path: [...path, 'centre', 'value'], message: 'validation.diagnosticScaleOrder' });
  } else {
    const divisions = (end.value - start.value) / step;
    if (
      !isWhole(divisions) ||
      !isWhole((centre.value - start.value) / step) ||
      divisions > DIAGNOSTIC_SCALE_DIVISIONS_MAX + EPSILON
    ) {
      issues.push({ path: [...path, 'step'], message: 'validation.diagnosticScaleStep' });
    }
  }
  issues.push(...checkZones(scale.zones, { min: start.value, max: end.value }, [...path, 'zones']));
  return issues;
}

function findDuplicateIndexes(keys: readonly string[]): number[] {
  const seen = new Set<string>();
  return keys.flatMap((key, index) => {
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

/** Answer types a computed block can count: scales, tables and variants (not free text). */
const COUNTABLE_TYPES = new Set<DiagnosticAnswerType>([
  'one_variant',
  'many_variants',
  'scale',
  'multi_scale_table',
]);

/**
 * The rules of spec 5 that span fields: scale marks and zones, keys unique (blocks and questions
 * across the template, variants and table lines within their question), and computed blocks
 * counting only questions of this template that have something to count.
 */
export function checkDiagnosticBlocks(blocks: readonly DiagnosticBlock[]): Issue[] {
  const issues: Issue[] = [];
  const questions = new Map<string, DiagnosticQuestion>();
  const blockKeys: string[] = [];
  const questionKeys: { key: string; path: (string | number)[] }[] = [];
  for (const [b, block] of blocks.entries()) {
    blockKeys.push(block.key);
    if (block.kind !== 'questions') continue;
    for (const [q, question] of block.questions.entries()) {
      const path = ['blocks', b, 'questions', q];
      questionKeys.push({ key: question.key, path: [...path, 'key'] });
      if (!questions.has(question.key)) questions.set(question.key, question);
      if (question.type === 'one_variant' || question.type === 'many_variants') {
        for (const index of findDuplicateIndexes(
          question.variants.map((v) => v.key.toLowerCase()),
        )) {
          issues.push({
            path: [...path, 'variants', index, 'key'],
            message: 'validation.duplicate',
          });
        }
        for (const index of findDuplicateIndexes(
          question.variants.map((v) => v.label.toLowerCase()),
        )) {
          issues.push({
            path: [...path, 'variants', index, 'label'],
            message: 'validation.duplicate',
          });
        }
      }
      if (question.type === 'scale' || question.type === 'multi_scale_table') {
        issues.push(...checkScale(question.scale, [...path, 'scale']));
      }
      if (question.type === 'multi_scale_table') {
        for (const side of ['rows', 'columns'] as const) {
          for (const index of findDuplicateIndexes(question[side].map((l) => l.key))) {
            issues.push({ path: [...path, side, index, 'key'], message: 'validation.duplicate' });
          }
        }
      }
    }
  }
  for (const index of findDuplicateIndexes(blockKeys)) {
    issues.push({ path: ['blocks', index, 'key'], message: 'validation.duplicate' });
  }
  for (const index of findDuplicateIndexes(questionKeys.map((q) => q.key))) {
    const path = questionKeys[index]?.path;
    if (path) issues.push({ path, message: 'validation.duplicate' });
  }
  for (const [b, block] of blocks.entries()) {
    if (block.kind !== 'computed') continue;
    for (const [s, source] of block.sources.entries()) {
      const question = questions.get(source.question_key);
      if (!question || !COUNTABLE_TYPES.has(question.type)) {
        issues.push({
          path: ['blocks', b, 'sources', s, 'question_key'],
          message: 'validation.diagnosticFormulaSource',
        });
      }
    }
    for (const index of findDuplicateIndexes(block.sources.map((s) => s.question_key))) {
      issues.push({
        path: ['blocks', b, 'sources', index, 'question_key'],
        message: 'validation.duplicate',
      });
    }
    issues.push(...checkZones(block.zones, null, ['blocks', b, 'zones']));
  }
  return issues;
}

// --- Requests ----------------------------------------------------------------------------------

const DIAGNOSTIC_TEMPLATE_EXAMPLE = {
  workspace_id: 1,
  title: 'Speech sound examination',
  description: 'Sounds in syllables and words, for children of 4-7.',
  category_ids: [],
  blocks: [
    {
      key: 'sounds',
      kind: 'questions',
      title: 'Sound pronunciation',
      description: '',
      questions: [
        {
          key: 'sound-r',
          text: 'How is the sound R pronounced?',
          is_required: true,
          type: 'scale',
          scale: {
            start: { value: 0, label: 'absent' },
            centre: { value: 2, label: 'distorted' },
            end: { value: 4, label: 'correct' },
            step: 1,
            zones: [
              { name: 'severe', color: 'red', from: 0, to: 2 },
              { name: 'norm', color: 'green', from: 2, to: 4 },
            ],
          },
        },
      ],
    },
    {
      key: 'total',
      kind: 'computed',
      title: 'Pronunciation score',
      description: '',
      formula: 'mean',
      score_type: 'positive',
      sources: [{ question_key: 'sound-r', weight: 1 }],
      zones: [],
    },
  ],
};

const templateFields = {
  workspace_id: IdSchema,
  /** Spec 5: template title and description are required. */
  title: z
    .string('validation.templateTitleRequired')
    .trim()
    .min(TEMPLATE_TITLE_LENGTH.min, 'validation.templateTitleRequired')
    .max(TEMPLATE_TITLE_LENGTH.max, 'validation.maxLength'),
  description: z
    .string('validation.templateDescriptionRequired')
    .trim()
    .min(1, 'validation.templateDescriptionRequired')
    .max(TEMPLATE_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
  /** Library categories the template is filed under (its project's own). */
  category_ids: z
    .array(IdSchema)
    .max(DIAGNOSTIC_TEMPLATE_CATEGORIES_MAX, 'validation.diagnosticTooMany')
    .default([]),
  blocks: DiagnosticBlocks,
};

const addIssues = (
  value: { blocks: readonly DiagnosticBlock[]; category_ids: readonly number[] },
  ctx: z.RefinementCtx,
) => {
  for (const issue of checkDiagnosticBlocks(value.blocks)) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  if (new Set(value.category_ids).size !== value.category_ids.length) {
    ctx.addIssue({ code: 'custom', path: ['category_ids'], message: 'validation.duplicate' });
  }
};

/** A new template: its first version. */
export const DiagnosticTemplateInputSchema = z
  .object(templateFields)
  .strict()
  .superRefine(addIssues)
  .meta({ examples: [DIAGNOSTIC_TEMPLATE_EXAMPLE] });
export type DiagnosticTemplateInput = z.input<typeof DiagnosticTemplateInputSchema>;

/** A save: the next version. `base_version`, when given, must still be the current one. */
export const DiagnosticTemplateUpdateSchema = z
  .object({
    ...templateFields,
    base_version: z.number('validation.invalid').int().positive().optional(),
  })
  .strict()
  .superRefine(addIssues)
  .meta({ examples: [{ ...DIAGNOSTIC_TEMPLATE_EXAMPLE, base_version: 1 }] });
export type DiagnosticTemplateUpdate = z.input<typeof DiagnosticTemplateUpdateSchema>;

export const DiagnosticTemplateCopySchema = z
  .object({
    workspace_id: IdSchema,
    /** The copy's title; "<title> (copy)" in the caller's language by default. */
    title: templateFields.title.optional(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1 }] });

export const DIAGNOSTIC_TEMPLATE_FILTERS = ['active', 'archived', 'all'] as const;

export const DiagnosticTemplatesQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).optional(),
  category_id: IdSchema.optional(),
  status: z.enum(DIAGNOSTIC_TEMPLATE_FILTERS).default('active'),
});

// --- Responses ---------------------------------------------------------------------------------

export const DiagnosticTemplateSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The current version: its number (1, 2, ...) and its id (what a filled card keeps). */
  version: z.number().int(),
  version_id: z.number().int(),
  block_count: z.number().int(),
  question_count: z.number().int(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiagnosticTemplateSummary = z.infer<typeof DiagnosticTemplateSummarySchema>;

export const DiagnosticTemplateSchema = DiagnosticTemplateSummarySchema.extend({
  blocks: z.array(DiagnosticBlockSchema),
});
export type DiagnosticTemplate = z.infer<typeof DiagnosticTemplateSchema>;

/** One saved version as it was: never changed by later edits. */
export const DiagnosticTemplateVersionSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  workspace_id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(DiagnosticBlockSchema),
  created_at: z.string(),
});
export type DiagnosticTemplateVersion = z.infer<typeof DiagnosticTemplateVersionSchema>;

/** A line of a template's history, newest first. */
export const DiagnosticTemplateVersionSummarySchema = DiagnosticTemplateVersionSchema.pick({
  id: true,
  number: true,
  title: true,
  created_at: true,
});
