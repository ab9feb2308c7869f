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

/** The repeated password must match the first one: a check of two fields no body schema holds. */
export function checkRepeatedPassword(values: {
  password: string;
  repeatPassword: string;
}): Record<string, string> {
  return values.repeatPassword === values.password
    ? {}
    : { repeatPassword: 'validation.passwordsMismatch' };
}

type Schema<Body> = SafeParser & { parse: (value: unknown) => Body };

/**
 * A submit handler for the public forms, which draw before zod arrives (decision 047): the
 * contracts schema is loaded on demand (forms start loading it as they mount), the values are
 * checked with it as `createSchemaValidator` does, plus `extra` checks the schema cannot make,
 * and only a valid body goes on to `onValid`. Should the schema not load, the server, which
 * checks the same schema, answers with the field errors instead.
 */
export function submitWithSchema<Values, Body>(
  form: UseFormReturnType<Values>,
  options: {
    load: () => Promise<Schema<Body>>;
    toInput?: (values: Values) => unknown;
    extra?: (values: Values) => Record<string, string>;
  },
  onValid: (body: Body, values: Values) => void,
): (values: Values) => Promise<void> {
  const toInput = options.toInput ?? ((values: Values) => values);
  return async (values) => {
    const schema = await options.load().catch((error: unknown) => {
      console.warn('Cannot load the form schema; the server checks the values', error);
      return null;
    });
    const errors = {
      ...(schema ? createSchemaValidator(schema, toInput)(values) : {}),
      ...options.extra?.(values),
    };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    onValid(schema ? schema.parse(toInput(values)) : (toInput(values) as Body), values);
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
