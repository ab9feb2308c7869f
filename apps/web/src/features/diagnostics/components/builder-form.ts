import type { UseFormReturnType } from '@mantine/form';
import { DIAGNOSTIC_LABEL_MAX_LENGTH, DIAGNOSTIC_TEXT_MAX_LENGTH } from '@slovo/contracts';
import { translateFieldError } from '../../../lib/form-validation.ts';
import type { DiagnosticValues } from './diagnostic-form-values.ts';

export type BuilderForm = UseFormReturnType<DiagnosticValues>;

/** The input props of a field with its error in the current language. */
export function getFieldProps(form: BuilderForm, path: string, isLongText = false) {
  return {
    ...form.getInputProps(path),
    error: translateFieldError(form.errors[path], {
      max: isLongText ? DIAGNOSTIC_TEXT_MAX_LENGTH : DIAGNOSTIC_LABEL_MAX_LENGTH,
    }),
  };
}

/** A check of a whole list (too few variants, no questions), told under that list. */
export function getListError(form: BuilderForm, path: string) {
  return translateFieldError(form.errors[path]);
}
