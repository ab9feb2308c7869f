import { z } from 'zod';
import { ID_MAX } from './common.schemas.ts';
import { LANGUAGES } from './languages.ts';
import { RolesSchema } from './people.schemas.ts';
import { EmailSchema, NameSchema, PasswordSchema } from './users.schemas.ts';

const workspaceId = z
  .number('validation.projectRequired')
  .int()
  .positive('validation.projectRequired')
  .max(ID_MAX);

export const InviteBodySchema = z
  .object({
    email: EmailSchema,
    workspace_id: workspaceId,
    roles: RolesSchema,
    /** Language of the e-mail; the request's `lang` header when absent. */
    lang: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .meta({
    examples: [{ email: 'new.teacher@example.com', workspace_id: 1, roles: [4], lang: 'uk' }],
  });
export type InviteBody = z.input<typeof InviteBodySchema>;

export const ResendInviteBodySchema = z
  .object({
    workspace_id: workspaceId,
    user_id: z.number().int().positive().max(ID_MAX),
    lang: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .meta({ examples: [{ workspace_id: 1, user_id: 2 }] });

export const InviteResultSchema = z.object({
  userId: z.number().int(),
  /**
   * `invited`: a sign-up link was sent; `awaiting_acceptance`: an existing account was asked to
   * join and gets the project once that person accepts.
   */
  status: z.enum(['invited', 'awaiting_acceptance']),
});

export const InvitationTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** What the accept page shows before the invitee sets a password or joins. */
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  workspaceTitle: z.string(),
  roles: z.array(z.number().int()),
  /** true: the account exists, its owner signs in and joins; false: a sign-up. */
  hasAccount: z.boolean(),
});

/** An existing account, signed in, accepts the project it was invited to. */
export const JoinInviteBodySchema = z
  .object({ token: z.string().min(1).max(200) })
  .strict()
  .meta({ examples: [{ token: 'invitation-token' }] });

export const AcceptInviteBodySchema = z
  .object({ token: z.string().min(1).max(200), name: NameSchema, password: PasswordSchema })
  .strict();
