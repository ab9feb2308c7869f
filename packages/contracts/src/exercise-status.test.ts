import { describe, expect, it } from 'vitest';
import {
  checkAuthorStatusChange,
  checkModeratorStatusChange,
  DEFAULT_EXERCISES_FILTER,
  EXERCISE_STATUS,
  mergeExercisesFilter,
  resetExercisesFilter,
} from './exercise-status.ts';

const { accepted, declined, moderation, draft, request, inProgress } = EXERCISE_STATUS;

describe('status ids', () => {
  it('keeps the spec ids', () => {
    expect([accepted, declined, moderation, draft, request]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('author status changes', () => {
  it('saves to drafts or sends to moderation from draft, declined or request', () => {
    for (const from of [draft, declined, request]) {
      expect(checkAuthorStatusChange(from, draft)).toBeNull();
      expect(checkAuthorStatusChange(from, moderation)).toBeNull();
    }
  });
  it('cannot accept, decline, or touch a microblock under moderation or accepted', () => {
    expect(checkAuthorStatusChange(draft, accepted)).toBe('NOT_ALLOWED');
    expect(checkAuthorStatusChange(draft, declined)).toBe('NOT_ALLOWED');
    expect(checkAuthorStatusChange(moderation, draft)).toBe('NOT_ALLOWED');
    expect(checkAuthorStatusChange(accepted, moderation)).toBe('NOT_ALLOWED');
    expect(checkAuthorStatusChange(inProgress, moderation)).toBe('NOT_ALLOWED');
  });
});

describe('moderator status changes', () => {
  it('needs a status different from the current one', () => {
    expect(checkModeratorStatusChange(moderation, moderation, 'ok')).toBe('SAME_STATUS');
    expect(checkModeratorStatusChange(moderation, accepted, null)).toBeNull();
    expect(checkModeratorStatusChange(moderation, inProgress, undefined)).toBeNull();
  });
  it('needs a comment to decline', () => {
    expect(checkModeratorStatusChange(moderation, declined, '  ')).toBe('COMMENT_REQUIRED');
    expect(checkModeratorStatusChange(moderation, declined, null)).toBe('COMMENT_REQUIRED');
    expect(checkModeratorStatusChange(moderation, declined, 'Slide 3 is blurry')).toBeNull();
  });
});

describe('exercises filter', () => {
  it('defaults to requests with an empty term', () => {
    expect(DEFAULT_EXERCISES_FILTER).toEqual({ status: request, term: '' });
    expect(resetExercisesFilter()).toEqual({ status: request, term: '' });
  });
  it('merges a change into the saved filter', () => {
    const saved = mergeExercisesFilter(null, { status: accepted });
    expect(saved).toEqual({ status: accepted, term: '' });
    expect(mergeExercisesFilter(saved, { term: 'rainbow' })).toEqual({
      status: accepted,
      term: 'rainbow',
    });
    expect(mergeExercisesFilter(saved, { authorId: 7 })).toEqual({
      status: accepted,
      term: '',
      authorId: 7,
    });
  });
  it('repairs a broken saved filter', () => {
    expect(mergeExercisesFilter({ status: 99 as never, term: 5 as never }, {})).toEqual(
      DEFAULT_EXERCISES_FILTER,
    );
  });
  it('reset does not share state with the default', () => {
    const reset = resetExercisesFilter();
    reset.term = 'changed';
    expect(DEFAULT_EXERCISES_FILTER.term).toBe('');
  });
});
