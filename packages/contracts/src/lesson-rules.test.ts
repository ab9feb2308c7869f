import { describe, expect, it } from 'vitest';
import {
  findEmptyPlanBlocks,
  findLessonProblems,
  getPlanStatus,
  type LessonBlockRule,
  proposeLesson,
} from './lesson-rules.ts';
import { getLessonState } from './lessons.schemas.ts';

const now = new Date('2026-11-21T10:00:00Z');
const blocks: LessonBlockRule[] = [
  { id: 1, title: 'Warm-up', min: 1, max: 2 },
  { id: 2, title: 'Sounds', min: 2, max: 3 },
];
const item = (block_id: number, source_id: number, usage_frequency = 3) => ({
  block_id,
  source_id,
  title: `M${source_id}`,
  usage_frequency,
});

describe('plan status', () => {
  it('is pending before the deadline, expired after it, filled once filled', () => {
    expect(getPlanStatus({ filled_at: null, deadline: '2026-11-22T00:00:00Z' }, now)).toBe(
      'pending',
    );
    expect(getPlanStatus({ filled_at: null, deadline: '2026-11-20T00:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(
      getPlanStatus({ filled_at: '2026-11-19T00:00:00Z', deadline: '2026-11-20T00:00:00Z' }, now),
    ).toBe('filled');
  });

  it('lists the blocks with no folder, by position', () => {
    expect(
      findEmptyPlanBlocks([{ category_ids: [4] }, { category_ids: [] }, { category_ids: [] }]),
    ).toEqual([2, 3]);
    expect(findEmptyPlanBlocks([{ category_ids: [1] }])).toEqual([]);
  });
});

describe('lesson state', () => {
  it('is finished, not finished once its time passed, else upcoming', () => {
    expect(getLessonState({ finished_at: '2026-11-20T00:00:00Z', scheduled_at: null }, now)).toBe(
      'finished',
    );
    expect(getLessonState({ finished_at: null, scheduled_at: '2026-11-20T09:00:00Z' }, now)).toBe(
      'not_finished',
    );
    expect(getLessonState({ finished_at: null, scheduled_at: '2026-11-22T09:00:00Z' }, now)).toBe(
      'upcoming',
    );
    expect(getLessonState({ finished_at: null, scheduled_at: null }, now)).toBe('upcoming');
  });
});

describe('lesson problems', () => {
  it('refuses a lesson with no presentations', () => {
    expect(findLessonProblems(blocks, [], new Map())).toEqual([{ kind: 'empty' }]);
  });

  it('names the block and its minimum, and the maximum when passed', () => {
    const problems = findLessonProblems(
      blocks,
      [item(1, 10), item(1, 11), item(1, 12), item(2, 20)],
      new Map(),
    );
    expect(problems).toEqual([
      { kind: 'aboveMax', blockId: 1, title: 'Warm-up', max: 2 },
      { kind: 'belowMin', blockId: 2, title: 'Sounds', min: 2 },
    ]);
  });

  it('counts a microblock against its usage frequency across the plan', () => {
    const items = [item(1, 10, 1), item(2, 20, 3), item(2, 21, 3)];
    expect(findLessonProblems(blocks, items, new Map([[20, 2]]))).toEqual([]);
    expect(
      findLessonProblems(
        blocks,
        items,
        new Map([
          [10, 1],
          [20, 3],
        ]),
      ),
    ).toEqual([
      { kind: 'usageExceeded', exerciseId: 10, title: 'M10', frequency: 1 },
      { kind: 'usageExceeded', exerciseId: 20, title: 'M20', frequency: 3 },
    ]);
  });

  it('accepts a lesson within every bound', () => {
    expect(findLessonProblems(blocks, [item(1, 10), item(2, 20), item(2, 21)], new Map())).toEqual(
      [],
    );
  });
});

describe('auto-fill', () => {
  const candidates = [
    { id: 10, block_id: 1, usage_frequency: 1 },
    { id: 11, block_id: 1, usage_frequency: 3 },
    { id: 20, block_id: 2, usage_frequency: 3 },
    { id: 21, block_id: 2, usage_frequency: 3 },
    { id: 22, block_id: 2, usage_frequency: 3 },
  ];

  it('fills every block to its minimum with allowed microblocks, and passes the rules', () => {
    const proposal = proposeLesson(blocks, candidates, new Map(), 1);
    expect(proposal).toEqual([
      { block_id: 1, source_id: 10 },
      { block_id: 2, source_id: 20 },
      { block_id: 2, source_id: 21 },
    ]);
    const items = proposal.map((p) => item(p.block_id, p.source_id));
    expect(findLessonProblems(blocks, items, new Map())).toEqual([]);
  });

  it('skips microblocks whose usage is spent and prefers the least used', () => {
    const used = new Map([
      [10, 1],
      [20, 2],
    ]);
    expect(proposeLesson(blocks, candidates, used, 1)).toEqual([
      { block_id: 1, source_id: 11 },
      { block_id: 2, source_id: 21 },
      { block_id: 2, source_id: 22 },
    ]);
  });

  it('rotates ties with the lesson number, the same way every time', () => {
    const second = proposeLesson(blocks, candidates, new Map(), 2);
    expect(second).toEqual([
      { block_id: 1, source_id: 11 },
      { block_id: 2, source_id: 21 },
      { block_id: 2, source_id: 22 },
    ]);
    expect(proposeLesson(blocks, candidates, new Map(), 2)).toEqual(second);
  });

  it('proposes fewer than the minimum when the folders hold too few (the save then says so)', () => {
    const proposal = proposeLesson(blocks, candidates.slice(0, 3), new Map(), 1);
    expect(proposal.filter((p) => p.block_id === 2)).toHaveLength(1);
  });
});
