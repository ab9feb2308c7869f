import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { isApiError } from './api-client.ts';
import { getUiLanguage } from './i18n.ts';
import { formatMessage, isMessageKey } from './messages.ts';

type SchemaIssue = { path: PropertyKey[]; message: string };
type SafeParser = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: SchemaIssue[] } };
};

/**
 * Mantine form validation from a contracts zod schema. Errors keep the message keys of the
 * contracts catalogue, so they are rendered in whatever language is current (see
 * `translateFieldError`); messages zod wrote itself fall back to the generic invalid-value key.
 */
export function createSchemaValidator<Values>(
  schema: SafeParser,
  toInput: (values: Values) => unknown = (values) => values,
) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    }
    return errors;
  };
}

/**
 * Message keys become text in the current language; server messages arrive translated. `params`
 * fills placeholders the catalogue cannot know, such as the `{max}` of a generic length message.
 */
export function translateFieldError(
  error: ReactNode,
  params: Record<string, string | number> = {},
): ReactNode {
  return isMessageKey(error) ? formatMessage(error, getUiLanguage(), params) : error;
}

/** Puts field errors of a failed save next to their fields; tells whether there were any. */
export function applyServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  form.setErrors(Object.fromEntries(error.fields.map((field) => [field.path, field.message])));
  return true;
}
