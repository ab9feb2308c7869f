import type { MessageKey } from '@slovo/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';

/**
 * What is wrong with a field: a contracts message key when the browser found it (so the text
 * follows a later language change), or the server's already localized message.
 */
export type FieldProblem =
  | { kind: 'key'; key: MessageKey; params?: Record<string, number> }
  | { kind: 'message'; message: string };

/** A failed call as a field problem; null when the call was cancelled (nothing went wrong). */
export function toFieldProblem(error: unknown): FieldProblem | null {
  if (isApiError(error) && error.isCancelled) return null;
  return { kind: 'message', message: error instanceof Error ? error.message : String(error) };
}

export function describeFieldProblem(problem: FieldProblem): string {
  return problem.kind === 'key'
    ? formatMessage(problem.key, getUiLanguage(), problem.params)
    : problem.message;
}
