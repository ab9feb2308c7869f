import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.schemas.ts';
import {
  BLOCK_PRESENTATIONS,
  TEMPLATE_BLOCKS_MAX,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_TITLE_LENGTH,
} from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Protocol templates (moderators write them, teachers read them) and the protocols and plans
// teachers make from them for each student.

/** A category or folder of the library a block draws microblocks from. */
export const BlockCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  is_folder: z.boolean(),
  /** What a parent reads about this part of the work (folders). */
  parent_description: z.string(),
  /** When this folder is indicated (folders). */
  indications: z.string(),
});
export type BlockCategory = z.infer<typeof BlockCategorySchema>;

export const TemplateBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  parent_description: z.string(),
  educator_description: z.string(),
  min_presentations: z.number().int(),
  max_presentations: z.number().int(),
  categories: z.array(BlockCategorySchema),
});
export type TemplateBlock = z.infer<typeof TemplateBlockSchema>;

export const TemplateSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  block_count: z.number().int(),
  protocol_count: z.number().int(),
  updated_at: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

export const TemplateSchema = TemplateSummarySchema.extend({
  blocks: z.array(TemplateBlockSchema),
});
export type Template = z.infer<typeof TemplateSchema>;

const TextField = (max: number) => z.string().trim().max(max, 'validation.maxLength').default('');
const PresentationsCount = z
  .number()
  .int()
  .min(BLOCK_PRESENTATIONS.min)
  .max(BLOCK_PRESENTATIONS.max);

export const TemplateBlockInputSchema = z
  .object({
    title: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(TEMPLATE_TITLE_LENGTH.max, 'validation.maxLength'),
    parent_description: TextField(TEMPLATE_DESCRIPTION_MAX_LENGTH),
    educator_description: TextField(TEMPLATE_DESCRIPTION_MAX_LENGTH),
    min_presentations: PresentationsCount,
    max_presentations: PresentationsCount,
    categories: z
      .array(
        z
          .object({
            category_id: IdSchema,
            parent_description: TextField(TEMPLATE_DESCRIPTION_MAX_LENGTH),
            indications: TextField(TEMPLATE_DESCRIPTION_MAX_LENGTH),
          })
          .strict(),
      )
      .max(100)
      .default([]),
  })
  .strict()
  .superRefine((block, ctx) => {
    if (block.min_presentations > block.max_presentations) {
      ctx.addIssue({
        code: 'custom',
        path: ['min_presentations'],
        message: 'validation.minAboveMax',
      });
    }
    const ids = block.categories.map((c) => c.category_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'validation.duplicate' });
    }
  });
export type TemplateBlockInput = z.input<typeof TemplateBlockInputSchema>;

/** Spec 5: template title and description are required. */
export const TemplateInputSchema = z
  .object({
    workspace_id: IdSchema,
    title: z
      .string('validation.required')
      .trim()
      .min(TEMPLATE_TITLE_LENGTH.min, 'validation.templateTitleRequired')
      .max(TEMPLATE_TITLE_LENGTH.max, 'validation.maxLength'),
    description: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.templateDescriptionRequired')
      .max(TEMPLATE_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
    blocks: z.array(TemplateBlockInputSchema).max(TEMPLATE_BLOCKS_MAX).default([]),
  })
  .strict()
  .meta({
    examples: [
      {
        workspace_id: 1,
        title: 'Dyslalia, first course',
        description: 'Sound production and automation for children 4-7.',
        blocks: [
          {
            title: 'Articulation warm-up',
            parent_description: 'Games that prepare the tongue and lips.',
            educator_description: 'Two or three static and dynamic exercises.',
            min_presentations: 1,
            max_presentations: 3,
            categories: [{ category_id: 3, parent_description: '', indications: '' }],
          },
        ],
      },
    ],
  });
export type TemplateInput = z.input<typeof TemplateInputSchema>;

export const TemplatesQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).optional(),
});

// ---------------------------------------------------------------------------------------------
// Protocols and plans

export const PLAN_STATUSES = ['pending', 'filled', 'expired'] as const;
/** Spec 4: the plan filter — all, to be filled, expired, filled. */
export const PLAN_FILTERS = ['all', 'pending', 'expired', 'filled'] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];

const PersonRef = z.object({ id: z.number().int(), name: z.string() });

/** A block of a plan: the template's block, with the folders chosen for this student. */
export const PlanBlockSchema = TemplateBlockSchema.omit({ categories: true }).extend({
  /** What the template offers. */
  categories: z.array(BlockCategorySchema),
  /** What the teacher chose for this student (a subset of `categories`). */
  category_ids: z.array(z.number().int()),
});
export type PlanBlock = z.infer<typeof PlanBlockSchema>;

export const PlanSummarySchema = z.object({
  id: z.number().int(),
  protocol_id: z.number().int(),
  number: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  deadline: z.string(),
  filled_at: z.string().nullable(),
  lead_therapist: PersonRef.nullable(),
  lessons_total: z.number().int(),
  lessons_prepared: z.number().int(),
  lessons_finished: z.number().int(),
  created_at: z.string(),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

export const PlanSchema = PlanSummarySchema.extend({
  blocks: z.array(PlanBlockSchema),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ProtocolSummarySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  client: z.object({ id: z.number().int(), child_name: z.string() }),
  template: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  title: z.string(),
  teacher: PersonRef.nullable(),
  /** The newest plan: what the plan filter looks at. */
  current_plan: PlanSummarySchema.nullable(),
  /** The parent link, when one is active. */
  share_url: z.string().nullable(),
  created_at: z.string(),
});
export type ProtocolSummary = z.infer<typeof ProtocolSummarySchema>;

export const ProtocolSchema = ProtocolSummarySchema.extend({
  plans: z.array(PlanSummarySchema),
});
export type Protocol = z.infer<typeof ProtocolSchema>;

export const ProtocolInputSchema = z
  .object({
    workspace_id: IdSchema,
    client_id: IdSchema,
    template_id: IdSchema,
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, client_id: 1, template_id: 1 }] });

export const ProtocolsQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  client_id: IdSchema.optional(),
  status: z.enum(PLAN_FILTERS).default('all'),
});

/** Fills a plan: the folders chosen per block (every block needs one: spec 5). */
export const PlanFillSchema = z
  .object({
    workspace_id: IdSchema,
    blocks: z
      .array(z.object({ id: IdSchema, category_ids: z.array(IdSchema).max(100) }).strict())
      .max(TEMPLATE_BLOCKS_MAX),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, blocks: [{ id: 1, category_ids: [3] }] }] });
export type PlanFill = z.infer<typeof PlanFillSchema>;

export const SendPlanSchema = z
  .object({
    workspace_id: IdSchema,
    protocol_id: IdSchema,
    /** Defaults to the student's contact e-mail. */
    email: z.email('validation.email').optional(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, protocol_id: 1 }] });

// ---------------------------------------------------------------------------------------------
// What a parent sees through a link (no internal ids).

/** A protocol's plans as the family reads them: names and texts only. */
const ParentPlanEntriesSchema = z.array(
  z.object({
    number: z.number().int(),
    status: z.enum(PLAN_STATUSES),
    filled_at: z.string().nullable(),
    blocks: z.array(
      z.object({
        title: z.string(),
        parent_description: z.string(),
        folders: z.array(z.object({ name: z.string(), parent_description: z.string() })),
      }),
    ),
    lessons: z.array(
      z.object({
        number: z.number().int(),
        title: z.string(),
        scheduled_at: z.string().nullable(),
        finished_at: z.string().nullable(),
        presentations: z.array(z.string()),
        /**
         * A finished lesson's link for the family, `/client-session/{token}`: what was done and how
         * it went (the lesson's own link, decision 013). Null until the lesson is finished.
         */
        session_token: z.string().nullable(),
      }),
    ),
  }),
);

export const ParentPlanSchema = z.object({
  child_name: z.string(),
  language: z.string(),
  /** The family's time zone (the student's, IANA): lesson times are shown in it. */
  time_zone: z.string(),
  protocol_title: z.string(),
  teacher_name: z.string().nullable(),
  plans: ParentPlanEntriesSchema,
  /** The child's other protocols, newest first: every plan and lesson through one link. */
  other_protocols: z.array(
    z.object({
      title: z.string(),
      teacher_name: z.string().nullable(),
      plans: ParentPlanEntriesSchema,
    }),
  ),
});
export type ParentPlan = z.infer<typeof ParentPlanSchema>;
