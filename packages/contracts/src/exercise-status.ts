/**
 * Microblock (exercise) statuses. The spec gives ids for accepted 1, declined 2, moderation 3,
 * draft 4 and request 5; "in progress" (a moderator working on it) has none, so it takes 6.
 */
export const EXERCISE_STATUS = {
  accepted: 1,
  declined: 2,
  moderation: 3,
  draft: 4,
  request: 5,
  inProgress: 6,
} as const;

export type ExerciseStatus = (typeof EXERCISE_STATUS)[keyof typeof EXERCISE_STATUS];

const { accepted, declined, moderation, draft, request, inProgress } = EXERCISE_STATUS;

/** Where an author may take a microblock: save it as a draft or send it to moderation. */
const AUTHOR_TARGETS: readonly ExerciseStatus[] = [draft, moderation];
/** An author may change a microblock only while it is theirs to work on. */
const AUTHOR_EDITABLE: readonly ExerciseStatus[] = [draft, declined, request];

export type StatusChangeProblem = 'SAME_STATUS' | 'COMMENT_REQUIRED' | 'NOT_ALLOWED';

export function checkAuthorStatusChange(
  from: ExerciseStatus,
  to: ExerciseStatus,
): StatusChangeProblem | null {
  if (!AUTHOR_EDITABLE.includes(from) || !AUTHOR_TARGETS.includes(to)) return 'NOT_ALLOWED';
  return null;
}

/**
 * A moderator picks any status different from the current one; declining needs a comment
 * (spec 4), so the author knows what to fix.
 */
export function checkModeratorStatusChange(
  from: ExerciseStatus,
  to: ExerciseStatus,
  comment: string | null | undefined,
): StatusChangeProblem | null {
  if (from === to) return 'SAME_STATUS';
  if (to === declined && !comment?.trim()) return 'COMMENT_REQUIRED';
  return null;
}

/** List tabs in the spec's order; authors see drafts, moderators see the in-progress list. */
export const EXERCISE_TABS = {
  author: [request, draft, moderation, accepted, declined],
  moderator: [request, inProgress, moderation, accepted, declined],
} as const;

export type ExercisesFilter = { status: ExerciseStatus; term: string; authorId?: number };

/** Spec 3: the default filter shows requests with an empty term. */
export const DEFAULT_EXERCISES_FILTER: ExercisesFilter = { status: request, term: '' };

/**
 * Changing status, author or term merges into the saved filter (spec 4); an absent saved filter
 * or a broken one starts from the default.
 */
export function mergeExercisesFilter(
  saved: Partial<ExercisesFilter> | null | undefined,
  change: Partial<ExercisesFilter>,
): ExercisesFilter {
  const base = { ...DEFAULT_EXERCISES_FILTER, ...(saved ?? {}) };
  const merged = { ...base, ...change };
  const isKnownStatus = Object.values(EXERCISE_STATUS).includes(merged.status);
  return {
    status: isKnownStatus ? merged.status : DEFAULT_EXERCISES_FILTER.status,
    term: typeof merged.term === 'string' ? merged.term : '',
    ...(typeof merged.authorId === 'number' ? { authorId: merged.authorId } : {}),
  };
}

export function resetExercisesFilter(): ExercisesFilter {
  return { ...DEFAULT_EXERCISES_FILTER };
}
