import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { assertAcceptableInput } from './input-limits.ts';

/**
 * The plain fields sent before a multipart file, checked by `schema`. A refusal names each field
 * with its catalog message (the error handler localizes it), like a JSON body's would. Text the
 * input guard would refuse in a JSON body (in a field or the file's name) is refused here too.
 */
export function readMultipartFields<T extends z.ZodType>(
  file: MultipartFile,
  schema: T,
): z.output<T> {
  const values = Object.fromEntries(
    Object.entries(file.fields).flatMap(([key, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[key, field.value]] : [],
    ),
  );
  try {
    assertAcceptableInput(values);
    assertAcceptableInput(file.filename, 'filename');
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    throw new AppError('VALIDATION_FAILED', {
      details: {
        fields: parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      },
    });
  } catch (error) {
    // The file is not read: let the request stream drain so the answer can go out.
    file.file.resume();
    throw error;
  }
}
