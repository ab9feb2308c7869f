import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';
import { PAGE_SIZE_MAX, SHARE_TOKEN_PATTERN, YEARS } from './limits.ts';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z
    .object({ fields: z.array(FieldErrorSchema).optional() })
    .passthrough()
    .optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Every success response is `{ data }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Database ids: positive 32-bit integers (larger numbers name nothing). */
export const ID_MAX = 2_147_483_647;
export const IdSchema = z.coerce.number().int().positive().max(ID_MAX);

export const OkSchema = z.object({ ok: z.literal(true) });

/** Within `YEARS`; a text that does not start with a year is left to the format's own message. */
function isKeptYear(value: string) {
  const year = /^\d{4}/.exec(value);
  return year === null || (Number(year[0]) >= YEARS.min && Number(year[0]) <= YEARS.max);
}

/** A calendar day, YYYY-MM-DD, in the years the app keeps. */
export const dateSchema = (message = 'validation.invalid') =>
  z.iso.date(message).refine(isKeptYear, 'validation.yearRange');

/** A moment with its UTC offset, in the years the app keeps. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(isKeptYear, 'validation.yearRange');

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const PageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Every list response is `{ data: [...], meta: { total, page, pageSize } }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMetaSchema });
}

/** Query flags arrive as strings; only "true"/"1" mean yes. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A body that only names the workspace an action happens in. */
export const WorkspaceBodySchema = z
  .object({ workspace_id: IdSchema })
  .strict()
  .meta({ examples: [{ workspace_id: 1 }] });

/** The token of a link that opens something without an account (128 random bits, URL-safe). */
export const ShareTokenParamsSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
});
