import { z } from 'zod';
import { IdSchema } from './common.schemas.ts';

export const AUDIT_ACTIONS = [
  'invite',
  'invite_resend',
  'add_existing_user',
  'invite_accept',
  'roles_change',
  'role_remove',
  'activate',
  'deactivate',
  'remove_from_project',
  'login_as_user',
  'return_from_user',
  'project_create',
  'project_update',
  'project_archive',
  'project_restore',
  'diagnostic_card_view',
  'act_create',
  'act_view',
  'act_void',
  'merchandise_orders_view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const AuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: PersonSchema.nullable(),
  target: PersonSchema.nullable(),
  workspace: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditQuerySchema = z.object({
  /** Root may leave it out (all projects); a manager must name one of their projects. */
  workspace_id: IdSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
