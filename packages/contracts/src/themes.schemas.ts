import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.schemas.ts';
import { TagNameSchema } from './exercises.schemas.ts';
import { GENERATION_SKIP_REASONS } from './generation-skips.ts';
import { ASSET_NAME_LENGTH, BULK_IDS_MAX, INTEREST_NAME_LENGTH, THEME_AGE } from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Interests (themes): what a child likes; microblocks get a themed version for each.

export const THEME_GENDERS = ['boy', 'girl'] as const;
export type ThemeGender = (typeof THEME_GENDERS)[number];
/** General themes suit most children; custom ones are made for a particular child or group. */
export const THEME_TYPES = ['general', 'custom'] as const;

export const ThemeStatsSchema = z.object({
  /** Themed microblocks made for this theme. */
  generated: z.number().int(),
  /** Microblocks that could be themed but are not yet. */
  pending: z.number().int(),
  /** Microblocks whose last generation failed. */
  failed: z.number().int(),
});
export type ThemeStats = z.infer<typeof ThemeStatsSchema>;

export const ThemeSchema = z.object({
  id: z.number().int(),
  /** The project that owns the theme. */
  workspace_id: z.number().int(),
  name: z.string(),
  genders: z.array(z.enum(THEME_GENDERS)),
  min_age: z.number().int(),
  max_age: z.number().int(),
  type: z.enum(THEME_TYPES),
  /** Other projects the theme is shared with (they can use it, not change it). */
  shared_workspace_ids: z.array(z.number().int()),
  is_ready: z.boolean(),
  /** False when the theme belongs to another project and is only shared with this one. */
  is_own: z.boolean(),
  asset_count: z.number().int(),
  stats: ThemeStatsSchema,
});
export type Theme = z.infer<typeof ThemeSchema>;

const AgeSchema = z.number().int().min(THEME_AGE.min).max(THEME_AGE.max);

/** Spec 5: age from cannot exceed to, and vice versa (a message on each field); one gender at least. */
export const ThemeInputSchema = z
  .object({
    workspace_id: IdSchema,
    name: z
      .string('validation.required')
      .trim()
      .min(INTEREST_NAME_LENGTH.min, 'validation.interestNameLength')
      .max(INTEREST_NAME_LENGTH.max, 'validation.interestNameLength'),
    genders: z
      .array(z.enum(THEME_GENDERS))
      .min(1, 'validation.genderRequired')
      .max(THEME_GENDERS.length),
    min_age: AgeSchema,
    max_age: AgeSchema,
    type: z.enum(THEME_TYPES).default('general'),
    shared_workspace_ids: z.array(IdSchema).max(100).default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.min_age > input.max_age) {
      ctx.addIssue({ code: 'custom', path: ['min_age'], message: 'validation.ageFromAfterTo' });
      ctx.addIssue({ code: 'custom', path: ['max_age'], message: 'validation.ageToBeforeFrom' });
    }
  })
  .meta({
    examples: [
      { workspace_id: 1, name: 'Dinosaurs', genders: ['boy', 'girl'], min_age: 4, max_age: 9 },
    ],
  });
export type ThemeInput = z.input<typeof ThemeInputSchema>;

export const ThemeToggleReadySchema = z
  .object({
    workspace_id: IdSchema,
    ids: z.array(IdSchema).min(1).max(BULK_IDS_MAX),
    is_ready: z.boolean(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, ids: [1], is_ready: true }] });

export const ThemeAssetsInputSchema = z
  .object({ workspace_id: IdSchema, asset_ids: z.array(IdSchema).max(500) })
  .strict()
  .meta({ examples: [{ workspace_id: 1, asset_ids: [1] }] });

// ---------------------------------------------------------------------------------------------
// Assets: the shared library of pictures and sounds themes are built from (root manages it).

export const ASSET_TYPES = ['background', 'character', 'prop', 'sound', 'image', 'game'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const AssetSchema = z.object({
  id: z.number().int(),
  type: z.enum(ASSET_TYPES),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Pictures only. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Themes that use it. */
  theme_count: z.number().int(),
  created_at: z.string(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const AssetNameSchema = z
  .string('validation.required')
  .trim()
  .min(ASSET_NAME_LENGTH.min, 'validation.assetNameLength')
  .max(ASSET_NAME_LENGTH.max, 'validation.assetNameLength');

export const AssetUploadFieldsSchema = z.object({
  type: z.enum(ASSET_TYPES),
  name: AssetNameSchema,
});

export const AssetsQuerySchema = PageQuerySchema.extend({
  type: z.enum(ASSET_TYPES).optional(),
  term: z.string().trim().max(100).default(''),
});

export const AssetRenameSchema = z
  .object({ name: AssetNameSchema })
  .strict()
  .meta({ examples: [{ name: 'Jungle background' }] });

export const AssetDeleteQuerySchema = z.object({
  /** Delete even though themes use it (they lose it). */
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

// ---------------------------------------------------------------------------------------------
// Tags screen: list with usage, rename, merge, delete unused.

export const TagUsageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  exercise_count: z.number().int(),
});
export type TagUsage = z.infer<typeof TagUsageSchema>;

export const TagUsageQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  term: z.string().trim().max(100).default(''),
});

export const TagRenameSchema = z
  .object({ workspace_id: IdSchema, name: TagNameSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, name: 'sound R' }] });

export const TagMergeSchema = z
  .object({
    workspace_id: IdSchema,
    /** Tags folded into the target: their microblocks get the target, then they go. */
    source_ids: z.array(IdSchema).min(1).max(BULK_IDS_MAX),
    target_id: IdSchema,
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, source_ids: [2], target_id: 1 }] });

// ---------------------------------------------------------------------------------------------
// Generation: themed versions of microblocks, made by runs with live progress.

/**
 * `generate` makes what is missing or stale, `only-new` only what is missing, `refresh` only
 * what is stale (its source deck or theme assets changed), `delete` removes themed versions.
 */
/**
 * `refresh-for-reports` remakes what the latest run reported as failed (its failures with their
 * reasons), once the cause is fixed.
 */
export const GENERATION_KINDS = [
  'generate',
  'refresh',
  'only-new',
  'refresh-for-reports',
  'delete',
] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];
export const GENERATION_STATES = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;

export const GenerationSkipSchema = z.object({
  reason: z.enum(GENERATION_SKIP_REASONS),
  count: z.number().int(),
});
export type GenerationSkip = z.infer<typeof GenerationSkipSchema>;

export const GenerationRunSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  /** Null: every ready theme of the workspace. */
  theme_id: z.number().int().nullable(),
  kind: z.enum(GENERATION_KINDS),
  state: z.enum(GENERATION_STATES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  failures: z.array(
    z.object({ exercise_id: z.number().int(), theme_id: z.number().int(), reason: z.string() }),
  ),
  /**
   * Microblocks the run made nothing for, counted once each by reason (non-zero counts, in the
   * order of GENERATION_SKIP_REASONS); null for a delete run and for runs counted before skips
   * were recorded.
   */
  skipped: z.array(GenerationSkipSchema).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type GenerationRun = z.infer<typeof GenerationRunSchema>;

export const GenerationByWorkspaceSchema = z
  .object({ workspace_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1 }] });

export const GenerationByThemeSchema = z
  .object({ workspace_id: IdSchema, theme_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, theme_id: 1 }] });

export const GeneratedQuerySchema = PageQuerySchema.extend({
  workspace_id: IdSchema,
  theme_id: IdSchema,
  term: z.string().trim().max(200).default(''),
});

export const GeneratedToggleSchema = z
  .object({
    workspace_id: IdSchema,
    ids: z.array(IdSchema).min(1).max(BULK_IDS_MAX),
    is_read_only: z.boolean(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, ids: [1], is_read_only: false }] });

export const GeneralStatsSchema = z.object({
  ready_themes: z.number().int(),
  ready_sources: z.number().int(),
  generated: z.number().int(),
  pending: z.number().int(),
});
export type GeneralStats = z.infer<typeof GeneralStatsSchema>;

/** Why a microblock gets no themed versions (empty: it does, for `missing_theme_ids`). */
export const CHECK_GENERATE_REASONS = [
  'not_accepted',
  'not_ready',
  'excluded',
  'is_themed_version',
  'no_ready_themes',
] as const;

export const CheckGenerateSchema = z.object({
  can_generate: z.boolean(),
  reasons: z.array(z.enum(CHECK_GENERATE_REASONS)),
  /** Ready themes it has no version for yet. */
  missing_theme_ids: z.array(z.number().int()),
});
export type CheckGenerate = z.infer<typeof CheckGenerateSchema>;

export const CheckPresentationInputSchema = z
  .object({ workspace_id: IdSchema, upload_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, upload_id: 1 }] });

/** How an uploaded deck will take a theme, slide by slide. */
export const CheckPresentationSchema = z.object({
  slide_count: z.number().int(),
  /** Slides where a character finds a free spot. */
  slides_with_room: z.number().int(),
  slides: z.array(
    z.object({
      index: z.number().int(),
      has_room: z.boolean(),
      /** Its own background is replaced by the theme's. */
      has_own_background: z.boolean(),
    }),
  ),
});
