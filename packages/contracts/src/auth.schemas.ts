import { z } from 'zod';
import { ID_MAX } from './common.schemas.ts';
import { PASSWORD_LENGTH } from './limits.ts';
import { EmailSchema, PasswordSchema } from './users.schemas.ts';

export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    // Any length is checked against the hash; the bound only stops oversized bodies.
    password: z
      .string('validation.required')
      .min(1, 'validation.required')
      .max(PASSWORD_LENGTH.max, 'validation.passwordLength'),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenSchema = z.object({ token: z.string() });

export const LoginAsUserBodySchema = z
  .object({ user_id: z.number().int().positive().max(ID_MAX) })
  .strict();

/** Asks for a password reset link by e-mail; the answer never tells whether the account exists. */
export const PasswordResetRequestBodySchema = z
  .object({ email: EmailSchema })
  .strict()
  .meta({ examples: [{ email: 'teacher@example.com' }] });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBodySchema>;

const resetToken = z.string('validation.required').min(1, 'validation.required').max(200);

export const PasswordResetTokenQuerySchema = z.object({ token: resetToken });

/** What the new-password page shows before the password is set. */
export const PasswordResetPreviewSchema = z.object({ email: z.string() });

export const PasswordResetCompleteBodySchema = z
  .object({ token: resetToken, password: PasswordSchema })
  .strict()
  .meta({ examples: [{ token: 'reset-token', password: 'a new password' }] });
export type PasswordResetCompleteBody = z.infer<typeof PasswordResetCompleteBodySchema>;
