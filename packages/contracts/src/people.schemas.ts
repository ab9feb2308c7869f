import { z } from 'zod';
import { ID_MAX, IdSchema } from './common.schemas.ts';
import { RoleIdSchema } from './users.schemas.ts';

/** Roles a project assignment may hold (root is never one of them). */
export const WorkspaceRoleIdSchema = RoleIdSchema.refine((id) => id !== 0, 'validation.invalid');

export const RolesSchema = z
  .array(WorkspaceRoleIdSchema, 'validation.rolesRequired')
  .min(1, 'validation.rolesRequired')
  .transform((roles) => [...new Set(roles)].sort((a, b) => a - b));

/** One user as a project's manager sees them. */
export const ProjectUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(RoleIdSchema),
  /** The user's assignment in this project is active. */
  isActive: z.boolean(),
  /** `invited`: the invitation is not accepted yet (awaiting confirmation). */
  state: z.enum(['active', 'invited']),
});
export type ProjectUser = z.infer<typeof ProjectUserSchema>;

const workspaceId = z.coerce
  .number('validation.projectRequired')
  .int()
  .positive('validation.projectRequired')
  .max(ID_MAX);
const userId = IdSchema;

export const ProjectUsersQuerySchema = z.object({
  workspace_id: workspaceId,
  search: z.string().trim().max(100).optional(),
  /** "show all / only active" (default: all). */
  onlyActive: z.enum(['true', 'false', '1', '0']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ProjectUserQuerySchema = z.object({ workspace_id: workspaceId, user_id: userId });

export const SetRolesBodySchema = z
  .object({ workspace_id: workspaceId, user_id: userId, roles: RolesSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, user_id: 2, roles: [3, 4] }] });

export const RemoveRoleBodySchema = z
  .object({ workspace_id: workspaceId, user_id: userId, role: WorkspaceRoleIdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1, user_id: 2, role: 3 }] });

export const SetActiveBodySchema = z
  .object({ workspace_id: workspaceId, user_id: userId, isActive: z.boolean() })
  .strict()
  .meta({ examples: [{ workspace_id: 1, user_id: 2, isActive: false }] });
