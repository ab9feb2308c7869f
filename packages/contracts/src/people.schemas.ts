import { z } from 'zod';
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

const workspaceId = z.coerce.number('validation.projectRequired').int().positive();
const userId = z.coerce.number().int().positive();

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
  .strict();

export const RemoveRoleBodySchema = z
  .object({ workspace_id: workspaceId, user_id: userId, role: WorkspaceRoleIdSchema })
  .strict();

export const SetActiveBodySchema = z
  .object({ workspace_id: workspaceId, user_id: userId, isActive: z.boolean() })
  .strict();
