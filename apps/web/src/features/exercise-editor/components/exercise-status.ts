import { checkAuthorStatusChange, EXERCISE_STATUS, type ExerciseStatus } from '@slovo/contracts';

export type ExerciseStatusName = keyof typeof EXERCISE_STATUS;

const NAME_BY_ID = Object.fromEntries(
  Object.entries(EXERCISE_STATUS).map(([name, id]) => [id, name]),
) as Record<ExerciseStatus, ExerciseStatusName>;

/** Every status in the order moderators think of them: from a request to a decision. */
export const STATUS_ORDER: readonly ExerciseStatus[] = [
  EXERCISE_STATUS.request,
  EXERCISE_STATUS.draft,
  EXERCISE_STATUS.inProgress,
  EXERCISE_STATUS.moderation,
  EXERCISE_STATUS.accepted,
  EXERCISE_STATUS.declined,
];

/** The name under which a status is translated (`exercise-editor:status.<name>`). */
export function getStatusName(status: ExerciseStatus): ExerciseStatusName {
  return NAME_BY_ID[status];
}

const STATUS_COLORS: Record<ExerciseStatusName, string> = {
  request: 'blue',
  draft: 'gray',
  inProgress: 'cyan',
  moderation: 'yellow',
  accepted: 'green',
  declined: 'red',
};

export function getStatusColor(status: ExerciseStatus): string {
  return STATUS_COLORS[getStatusName(status)];
}

/** An author may change a microblock only while it is theirs to work on (draft, declined, request). */
export function isEditableByAuthor(status: ExerciseStatus): boolean {
  // Saving as a draft is always a permitted target, so this asks only about the current status.
  return checkAuthorStatusChange(status, EXERCISE_STATUS.draft) === null;
}
