import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';

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

export const OkSchema = z.object({ ok: z.literal(true) });
