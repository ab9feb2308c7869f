import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.schemas.ts';
import { PROGRAM_COMPLEXES_MAX, PROGRAM_NAME_LENGTH } from './limits.ts';
import { hasRichText, RichTextDocSchema } from './rich-text.ts';

// ---------------------------------------------------------------------------------------------
// Spec 3: exercise complexes and recommended programs (name, content). Moderators keep them per
// project; teachers and diagnosticians read them and choose a program in a filled diagnostic
// card. A program lists complexes in order (decision 033).

const NameSchema = z
  .string('validation.required')
  .trim()
  .min(PROGRAM_NAME_LENGTH.min, 'validation.programNameLength')
  .max(PROGRAM_NAME_LENGTH.max, 'validation.programNameLength');

/** The content must say something: an empty editor is refused as a missing field. */
const ContentSchema = RichTextDocSchema.refine(hasRichText, 'validation.required');

const CONTENT_EXAMPLE = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Three times a day: ' },
        { type: 'text', text: 'tongue up', marks: [{ type: 'bold' }] },
      ],
    },
  ],
};

export const ExerciseComplexInputSchema = z
  .object({ workspace_id: IdSchema, name: NameSchema, content: ContentSchema })
  .strict()
  .meta({
    examples: [{ workspace_id: 1, name: 'Articulation warm-up', content: CONTENT_EXAMPLE }],
  });
export type ExerciseComplexInput = z.input<typeof ExerciseComplexInputSchema>;

export const RecommendedProgramInputSchema = z
  .object({
    workspace_id: IdSchema,
    name: NameSchema,
    content: ContentSchema,
    /** The program's complexes in the order it lists them. */
    complex_ids: z
      .array(IdSchema)
      .max(PROGRAM_COMPLEXES_MAX, 'validation.diagnosticTooMany')
      .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate')
      .default([]),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        name: 'Sound R in six weeks',
        content: CONTENT_EXAMPLE,
        complex_ids: [],
      },
    ],
  });
export type RecommendedProgramInput = z.input<typeof RecommendedProgramInputSchema>;

/** Lists search by name (contains, any case), a page at a time. */
export const ProgramsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).optional(),
});

const Timestamps = { created_at: z.string(), updated_at: z.string() };

export const ExerciseComplexSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  name: z.string(),
  /** How many programs list it: those keep it from being deleted. */
  program_count: z.number().int(),
  ...Timestamps,
});
export type ExerciseComplexSummary = z.infer<typeof ExerciseComplexSummarySchema>;

export const ExerciseComplexSchema = ExerciseComplexSummarySchema.extend({
  content: RichTextDocSchema,
});
export type ExerciseComplex = z.infer<typeof ExerciseComplexSchema>;

export const RecommendedProgramSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  name: z.string(),
  complex_count: z.number().int(),
  ...Timestamps,
});
export type RecommendedProgramSummary = z.infer<typeof RecommendedProgramSummarySchema>;

export const RecommendedProgramSchema = RecommendedProgramSummarySchema.extend({
  content: RichTextDocSchema,
  complexes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RecommendedProgram = z.infer<typeof RecommendedProgramSchema>;
