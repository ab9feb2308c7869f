/**
 * The rules of plans and lessons (spec 5 and 9), shared by the lesson editor, which checks as the
 * teacher works, and the server, which refuses what breaks them.
 */

/** A plan covers 10 lessons (spec 9). */
export const LESSONS_PER_PLAN = 10;
/** A new plan must be filled within this many days, or it is expired. */
export const PLAN_FILL_DAYS = 7;
/** Intermediate sessions are monthly (spec 9): the next plan is due a month after the last. */
export const INTERMEDIATE_SESSION_MONTHS = 1;
/** A lesson lasts 45-60 minutes (spec 9). */
export const LESSON_MINUTES = { min: 45, max: 60 } as const;

export type PlanStatus = 'pending' | 'filled' | 'expired';

/** Pending until filled; a pending plan whose deadline has passed is expired. */
export function getPlanStatus(
  plan: { filled_at: string | null; deadline: string },
  now: Date,
): PlanStatus {
  if (plan.filled_at) return 'filled';
  return new Date(plan.deadline).getTime() < now.getTime() ? 'expired' : 'pending';
}

/** Blocks (by position, from 1) with no folder chosen: a plan cannot be filled with any. */
export function findEmptyPlanBlocks(blocks: { category_ids: readonly number[] }[]): number[] {
  return blocks.flatMap((block, index) => (block.category_ids.length === 0 ? [index + 1] : []));
}

export type LessonBlockRule = { id: number; title: string; min: number; max: number };

export type LessonProblem =
  | { kind: 'empty' }
  | { kind: 'belowMin'; blockId: number; title: string; min: number }
  | { kind: 'aboveMax'; blockId: number; title: string; max: number }
  | { kind: 'usageExceeded'; exerciseId: number; title: string; frequency: number };

export type LessonItemForRules = {
  block_id: number;
  /** The microblock the item counts as (a themed version counts as its source). */
  source_id: number;
  title: string;
  usage_frequency: number;
};

/**
 * What stops a lesson from being saved: no presentations at all, a block below its minimum or above
 * its maximum, a microblock used more often across the plan than its usage frequency allows.
 * `usedElsewhere` counts, per source microblock, the other lessons of the plan that use it.
 */
export function findLessonProblems(
  blocks: readonly LessonBlockRule[],
  items: readonly LessonItemForRules[],
  usedElsewhere: ReadonlyMap<number, number>,
): LessonProblem[] {
  if (items.length === 0) return [{ kind: 'empty' }];
  const problems: LessonProblem[] = [];
  for (const block of blocks) {
    const count = items.filter((item) => item.block_id === block.id).length;
    if (count < block.min) {
      problems.push({ kind: 'belowMin', blockId: block.id, title: block.title, min: block.min });
    }
    if (count > block.max) {
      problems.push({ kind: 'aboveMax', blockId: block.id, title: block.title, max: block.max });
    }
  }
  for (const item of items) {
    if ((usedElsewhere.get(item.source_id) ?? 0) + 1 > item.usage_frequency) {
      problems.push({
        kind: 'usageExceeded',
        exerciseId: item.source_id,
        title: item.title,
        frequency: item.usage_frequency,
      });
    }
  }
  return problems;
}

export type AutoFillCandidate = {
  /** The source microblock. */
  id: number;
  block_id: number;
  usage_frequency: number;
};

/**
 * A complete lesson: for each block, its minimum number of microblocks (at least one) among those
 * still allowed by their usage frequency, the least used first. Ties rotate with the lesson number,
 * so consecutive lessons do not open with the same microblocks. Deterministic.
 */
export function proposeLesson(
  blocks: readonly LessonBlockRule[],
  candidates: readonly AutoFillCandidate[],
  usedElsewhere: ReadonlyMap<number, number>,
  lessonNumber: number,
): { block_id: number; source_id: number }[] {
  const chosen = new Set<number>();
  const proposal: { block_id: number; source_id: number }[] = [];
  for (const block of blocks) {
    const available = candidates
      .filter((c) => c.block_id === block.id && !chosen.has(c.id))
      .filter((c) => (usedElsewhere.get(c.id) ?? 0) < c.usage_frequency)
      .sort((a, b) => a.id - b.id);
    const shift = available.length === 0 ? 0 : (lessonNumber - 1) % available.length;
    const rotated = [...available.slice(shift), ...available.slice(0, shift)];
    const ordered = rotated
      .map((c, order) => ({ c, order }))
      .sort(
        (a, b) =>
          (usedElsewhere.get(a.c.id) ?? 0) - (usedElsewhere.get(b.c.id) ?? 0) || a.order - b.order,
      );
    const wanted = Math.min(Math.max(block.min, 1), block.max);
    for (const { c } of ordered.slice(0, wanted)) {
      chosen.add(c.id);
      proposal.push({ block_id: block.id, source_id: c.id });
    }
  }
  return proposal;
}
