import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { EMAIL_MAX_LENGTH, NAME_LENGTH, PASSWORD_LENGTH } from './limits.ts';
import { ROLE_IDS, type RoleId } from './roles.ts';

export const RoleIdSchema = z
  .number()
  .int()
  .refine((v): v is RoleId => (ROLE_IDS as number[]).includes(v), 'validation.invalid');

/** E-mail addresses are compared and stored in lowercase. */
export const EmailSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase());

export const PasswordSchema = z
  .string('validation.required')
  .min(PASSWORD_LENGTH.min, 'validation.passwordLength')
  .max(PASSWORD_LENGTH.max, 'validation.passwordLength');

export const NameSchema = z
  .string('validation.required')
  .trim()
  .min(NAME_LENGTH.min, 'validation.nameLength')
  .max(NAME_LENGTH.max, 'validation.nameLength');

/** International format: optional +, then 7 to 15 digits; spaces, dashes and brackets allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32, 'validation.phone')
  .refine((v) => /^\+?[\d\s\-()]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
    message: 'validation.phone',
  });

export const LanguageSchema = z.enum(LANGUAGES, 'validation.invalid');

export const WorkspaceEntrySchema = z.object({
  workspaceId: z.number().int(),
  workspaceTitle: z.string(),
  roles: z.array(RoleIdSchema),
});

export const CurrentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  isRoot: z.boolean(),
  isActive: z.boolean(),
  /** The interface language the account chose; null until it has chosen one (decision 022). */
  language: z.enum(LANGUAGES).nullable(),
  /** Workspaces the user may work in: active assignments in non-archived workspaces. */
  workspaces: z.array(WorkspaceEntrySchema),
  /** Set while a root or manager acts as this user through login-as-user. */
  impersonator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const ProfileUpdateSchema = z
  .object({
    name: NameSchema.optional(),
    phone: PhoneSchema.nullable().optional(),
    /** Only removal is accepted here; uploads go through the avatar endpoint. */
    avatar: z.null().optional(),
    password: PasswordSchema.optional(),
    oldPassword: z.string().max(PASSWORD_LENGTH.max).optional(),
    language: LanguageSchema.optional(),
  })
  .strict()
  .refine((v) => v.password === undefined || (v.oldPassword ?? '') !== '', {
    message: 'validation.required',
    path: ['oldPassword'],
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
