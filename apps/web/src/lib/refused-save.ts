import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { isApiError } from './api-client.ts';

/** Fields report an error with `aria-invalid`; custom fields (a drop zone) set it themselves. */
const FIELD_IN_ERROR = '[aria-invalid="true"]';

/**
 * Brings the first field in error, in page order, into view and puts the cursor in it: on a long
 * form the button pressed is far below the field that stopped the save.
 */
function focusFirstFieldInError(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD_IN_ERROR);
  if (!field) return false;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/** Why the last save did not happen, told next to the button that was pressed. */
export type Refusal = {
  /** Fields still marked in error (the note goes away once they are all mended). */
  fieldCount: number;
  /** The server's reason when it named no field; shown here only, never also as a notification. */
  message: string | null;
};

/**
 * A refused save on a long form: the first field in error is scrolled to and focused, and a note
 * by the buttons says how many fields need attention or why the server said no. The save call
 * must be silent (`isSilent`), so that its failure is told here once rather than also in a
 * notification.
 */
export function useRefusedSave<Values>(
  form: UseFormReturnType<Values>,
  applyFieldErrors: (error: unknown) => boolean,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isRefused, setIsRefused] = useState(false);

  // The errors render in the next frame; only then are their fields marked.
  const revealFirstField = () =>
    requestAnimationFrame(() => focusFirstFieldInError(formRef.current));
  const fieldCount = Object.values(form.errors).filter(Boolean).length;

  let refusal: Refusal | null = null;
  if (isRefused && (message !== null || fieldCount > 0)) refusal = { fieldCount, message };

  return {
    formRef,
    refusal,
    /** For `form.onSubmit(save, onInvalid)`: the form's own checks stopped the save. */
    onInvalid: () => {
      setMessage(null);
      setIsRefused(true);
      revealFirstField();
    },
    /** For the save's `onError`: field errors go to their fields, anything else to the note. */
    onFailure: (error: unknown) => {
      const hasFieldErrors = applyFieldErrors(error);
      setMessage(hasFieldErrors ? null : isApiError(error) ? error.message : String(error));
      setIsRefused(true);
      if (hasFieldErrors) revealFirstField();
    },
    /** A save that went through, or a new attempt, clears the note. */
    clear: () => {
      setMessage(null);
      setIsRefused(false);
    },
  };
}
