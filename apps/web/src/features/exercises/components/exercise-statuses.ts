import {
  buildPath,
  EXERCISE_STATUS,
  type ExerciseStatus,
  type ExerciseSummary,
} from '@slovo/contracts';

export type StatusName = keyof typeof EXERCISE_STATUS;
export type BoardRole = 'author' | 'moderator';

const STATUS_NAMES = Object.fromEntries(
  Object.entries(EXERCISE_STATUS).map(([name, id]) => [id, name]),
) as Record<ExerciseStatus, StatusName>;

export function getStatusName(status: ExerciseStatus): StatusName {
  return STATUS_NAMES[status];
}

export const STATUS_COLORS: Record<StatusName, string> = {
  accepted: 'teal',
  declined: 'red',
  moderation: 'yellow',
  draft: 'gray',
  request: 'violet',
  inProgress: 'blue',
};

const { draft, declined, request } = EXERCISE_STATUS;
/** While an author can still change a microblock it opens in the editor; afterwards, read-only. */
const AUTHOR_EDITABLE: readonly ExerciseStatus[] = [draft, declined, request];

export function getExerciseOpenPath(exercise: ExerciseSummary, role: BoardRole): string {
  const params = { exerciseId: exercise.id };
  if (role === 'moderator') return buildPath('moderateExercise', params);
  return AUTHOR_EDITABLE.includes(exercise.status_id)
    ? buildPath('editExercise', params)
    : buildPath('sharedExercise', params);
}

/** Authors may delete their own microblocks until they are accepted; moderators any of them. */
export function canDeleteExercise(exercise: ExerciseSummary, role: BoardRole): boolean {
  return role === 'moderator' || exercise.status_id !== EXERCISE_STATUS.accepted;
}
