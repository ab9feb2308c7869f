import type { LessonMark, PlayLesson, SlideMark } from '@slovo/contracts';
import { SLIDE_MARKS } from '@slovo/contracts';

/** One place in the lesson: an item (0-based, in lesson order) and its slide (0-based). */
export type Step = { item: number; slide: number };

/**
 * Every slide of every item, in playing order, without the slides the deck hides (as a
 * PowerPoint slideshow skips them). An item with nothing to show still takes one step, so the
 * lesson never skips it silently (its canvas says the deck has no slides).
 */
export function listSteps(items: PlayLesson['items']): Step[] {
  return items.flatMap((entry, item) => {
    const shown = entry.presentation.slides.flatMap((slide, index) =>
      slide.hidden ? [] : [index],
    );
    return (shown.length > 0 ? shown : [0]).map((slide) => ({ item, slide }));
  });
}

/** The step at `position`; a place that no longer exists (the lesson changed) falls back. */
export function findStepIndex(steps: readonly Step[], position: Step): number {
  const exact = steps.findIndex(
    (step) => step.item === position.item && step.slide === position.slide,
  );
  if (exact >= 0) return exact;
  const itemStart = steps.findIndex((step) => step.item === position.item);
  if (itemStart >= 0) return itemStart;
  return position.item >= (steps.at(-1)?.item ?? 0) ? Math.max(steps.length - 1, 0) : 0;
}

export function findMark(marks: readonly LessonMark[], step: Step): SlideMark | null {
  return (
    marks.find((entry) => entry.item === step.item && entry.slide === step.slide)?.mark ?? null
  );
}

export function countMarks(marks: readonly LessonMark[]): Record<SlideMark, number> {
  const counts = Object.fromEntries(SLIDE_MARKS.map((mark) => [mark, 0])) as Record<
    SlideMark,
    number
  >;
  for (const entry of marks) counts[entry.mark] += 1;
  return counts;
}

/** "12:05" or "1:02:05": time played. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(Math.floor(totalSeconds), 0);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
