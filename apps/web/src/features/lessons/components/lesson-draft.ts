import {
  findLessonProblems,
  type Language,
  type Lesson,
  type LessonCandidate,
  type LessonProblem,
} from '@slovo/contracts';
import { dayjs } from '../../../lib/dayjs.ts';
import { formatMessage } from '../../../lib/messages.ts';

/** A presentation chosen for a block: a saved lesson item or a candidate just added. */
export type DraftItem = Pick<
  LessonCandidate,
  'exercise_id' | 'source_id' | 'block_id' | 'title' | 'cover_url' | 'usage_frequency' | 'theme'
>;

export type LessonDraft = {
  title: string;
  /** The picker's local "YYYY-MM-DD HH:mm:ss", or null when not scheduled. */
  scheduledAt: string | null;
  items: DraftItem[];
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function toDraft(lesson: Lesson): LessonDraft {
  return {
    title: lesson.title,
    scheduledAt: lesson.scheduled_at ? dayjs(lesson.scheduled_at).format(PICKER_FORMAT) : null,
    items: lesson.items.map((item) => ({
      exercise_id: item.exercise_id,
      source_id: item.source_id,
      block_id: item.block_id,
      title: item.title,
      cover_url: item.cover_url,
      usage_frequency: item.usage_frequency,
      theme: item.theme,
    })),
  };
}

export function toDraftItem(candidate: LessonCandidate): DraftItem {
  const { used_in_plan: _used, ...item } = candidate;
  return item;
}

/** The items in lesson order: block by block, as the plan orders its blocks. */
export function orderByBlocks(items: readonly DraftItem[], blockIds: readonly number[]) {
  return blockIds.flatMap((blockId) => items.filter((item) => item.block_id === blockId));
}

/** The time as the API takes it: ISO 8601 with the browser's offset, e.g. 2026-12-01T15:00:00+02:00. */
export function toScheduledAt(value: string | null): string | null {
  return value ? dayjs(value).format('YYYY-MM-DDTHH:mm:ssZ') : null;
}

export function isSameDraft(a: LessonDraft, b: LessonDraft): boolean {
  const itemsKey = (draft: LessonDraft) =>
    draft.items.map((item) => `${item.block_id}:${item.source_id}`).join(',');
  return (
    a.title.trim() === b.title.trim() &&
    toScheduledAt(a.scheduledAt) === toScheduledAt(b.scheduledAt) &&
    itemsKey(a) === itemsKey(b)
  );
}

/** Moves an item one place up or down among the items of its own block. */
export function moveWithinBlock(
  items: readonly DraftItem[],
  index: number,
  direction: -1 | 1,
): DraftItem[] {
  const item = items[index];
  if (!item) return [...items];
  let target = index + direction;
  while (target >= 0 && target < items.length && items[target]?.block_id !== item.block_id) {
    target += direction;
  }
  const other = items[target];
  if (!other) return [...items];
  const next = [...items];
  next[index] = other;
  next[target] = item;
  return next;
}

/** Per source microblock, how many other lessons of the plan use it. */
export function countUsedElsewhere(candidates: readonly LessonCandidate[]): Map<number, number> {
  return new Map(candidates.map((candidate) => [candidate.source_id, candidate.used_in_plan]));
}

export function findDraftProblems(
  lesson: Lesson,
  items: readonly DraftItem[],
  usedElsewhere: ReadonlyMap<number, number>,
): LessonProblem[] {
  return findLessonProblems(
    lesson.blocks.map((block) => ({
      id: block.id,
      title: block.title,
      min: block.min_presentations,
      max: block.max_presentations,
    })),
    items,
    usedElsewhere,
  );
}

/** A problem in the words the server would use to refuse the save. */
export function formatProblem(problem: LessonProblem, language: Language): string {
  switch (problem.kind) {
    case 'empty':
      return formatMessage('LESSON_EMPTY', language);
    case 'belowMin':
      return formatMessage('LESSON_BLOCK_BELOW_MIN', language, {
        block: problem.title,
        min: problem.min,
      });
    case 'aboveMax':
      return formatMessage('LESSON_BLOCK_ABOVE_MAX', language, {
        block: problem.title,
        max: problem.max,
      });
    case 'usageExceeded':
      return formatMessage('LESSON_USAGE_EXCEEDED', language, {
        title: problem.title,
        frequency: problem.frequency,
      });
  }
}
