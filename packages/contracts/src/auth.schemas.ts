import { z } from 'zod';
import { ID_MAX } from './common.schemas.ts';
import { PASSWORD_LENGTH } from './limits.ts';
import { EmailSchema } from './users.schemas.ts';

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
