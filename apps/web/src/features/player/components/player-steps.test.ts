import { describe, expect, it } from 'vitest';
import { buildPlayLesson, buildPresentation, buildSlide } from '../test-fixtures.ts';
import { countMarks, findMark, findStepIndex, formatDuration, listSteps } from './player-steps.ts';

describe('player steps', () => {
  it('lists every slide of every item in order, one step for an item without slides', () => {
    const items = [
      ...buildPlayLesson().items,
      {
        title: 'Empty deck',
        exercise_id: null,
        seconds: null,
        presentation: buildPresentation([]),
      },
    ];
    expect(listSteps(items)).toEqual([
      { item: 0, slide: 0 },
      { item: 0, slide: 1 },
      { item: 0, slide: 2 },
      { item: 1, slide: 0 },
      { item: 1, slide: 1 },
      { item: 2, slide: 0 },
    ]);
  });

  it('skips the slides the deck hides, as a slideshow does', () => {
    const items = [
      {
        title: 'Hidden first, middle and last',
        exercise_id: null,
        seconds: null,
        presentation: buildPresentation(
          [1, 2, 3, 4, 5].map((index) => buildSlide(index, { hidden: [1, 3, 5].includes(index) })),
        ),
      },
    ];
    expect(listSteps(items)).toEqual([
      { item: 0, slide: 1 },
      { item: 0, slide: 3 },
    ]);
  });

  it('finds a stored place, or the nearest one when the lesson changed since', () => {
    const steps = listSteps(buildPlayLesson().items);
    expect(findStepIndex(steps, { item: 1, slide: 1 })).toBe(4);
    expect(findStepIndex(steps, { item: 0, slide: 9 })).toBe(0);
    expect(findStepIndex(steps, { item: 7, slide: 0 })).toBe(4);
    expect(findStepIndex([], { item: 0, slide: 0 })).toBe(0);
  });

  it('reads and counts the marks', () => {
    const marks = [
      { item: 0, slide: 1, mark: 'correct' as const },
      { item: 1, slide: 0, mark: 'correct' as const },
      { item: 1, slide: 1, mark: 'incorrect' as const },
    ];
    expect(findMark(marks, { item: 1, slide: 1 })).toBe('incorrect');
    expect(findMark(marks, { item: 0, slide: 0 })).toBeNull();
    expect(countMarks(marks)).toEqual({ correct: 2, incorrect: 1, prompted: 0 });
  });

  it('writes time played as minutes and seconds, with hours when there are any', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
