import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '../../../lib/api-client.ts';

/** Puts field errors of a failed save next to their fields; other failures show as a toast. */
export function applyServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  if (!isApiError(error) || error.fields.length === 0) return;
  form.setErrors(Object.fromEntries(error.fields.map((field) => [field.path, field.message])));
}
