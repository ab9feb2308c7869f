import type { Lesson, LessonCandidate } from '@slovo/contracts';
import { buildLessonSummary } from '../../../test/students.ts';

const warmUpBlock = {
  id: 1,
  title: 'Articulation warm-up',
  educator_description: 'Two articulation exercises, then the target sound.',
  min_presentations: 1,
  max_presentations: 2,
};

const vocabularyBlock = {
  id: 2,
  title: 'Vocabulary',
  educator_description: 'Name and sort the pictures.',
  min_presentations: 0,
  max_presentations: 1,
};

export function buildCandidate(
  overrides: Partial<LessonCandidate> & Pick<LessonCandidate, 'source_id' | 'title'>,
): LessonCandidate {
  return {
    exercise_id: overrides.source_id,
    block_id: warmUpBlock.id,
    cover_url: null,
    usage_frequency: 1,
    used_in_plan: 0,
    theme: null,
    ...overrides,
  };
}

/** A lesson of a filled plan with two blocks and nothing chosen yet. */
export function buildLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    ...buildLessonSummary({ id: 1 }),
    blocks: [warmUpBlock, vocabularyBlock],
    items: [],
    is_plan_filled: true,
    play_url: 'http://localhost:5173/play-lesson/AbCdEfGhIjKlMnOpQrStUv',
    ...overrides,
  };
}

/** A saved item from a candidate, as the lesson answer lists it. */
export function toLessonItem(candidate: LessonCandidate): Lesson['items'][number] {
  const { used_in_plan: _used, ...item } = candidate;
  return { ...item, slide_count: 4 };
}
