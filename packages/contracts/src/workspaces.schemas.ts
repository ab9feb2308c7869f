import { z } from 'zod';
import { IdSchema } from './common.schemas.ts';
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_NAME_LENGTH } from './limits.ts';

/** A workspace is shown to users as a project. */
export const WorkspaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  archived: z.boolean(),
  /** Users with an assignment in the project, active or not. */
  usersCount: z.number().int(),
  createdAt: z.string(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const WorkspaceInputSchema = z
  .object({
    title: z
      .string('validation.required')
      .trim()
      .min(PROJECT_NAME_LENGTH.min, 'validation.projectNameLength')
      .max(PROJECT_NAME_LENGTH.max, 'validation.projectNameLength'),
    description: z
      .string()
      .trim()
      .max(PROJECT_DESCRIPTION_MAX_LENGTH, 'validation.maxLength')
      .default(''),
  })
  .strict();
export type WorkspaceInput = z.input<typeof WorkspaceInputSchema>;

export const WorkspaceIdParamsSchema = z.object({ workspaceId: IdSchema });
