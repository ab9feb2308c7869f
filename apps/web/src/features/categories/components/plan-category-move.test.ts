import { describe, expect, it } from 'vitest';
import { buildCategory, demoCategories } from '../../../../test/categories.ts';
import { planCategoryMove } from './plan-category-move.ts';

describe('planCategoryMove', () => {
  it('puts an item dropped on a folder last inside it, sending only what changes', () => {
    // Breathing (top level) onto Sound R, which holds R in words (0) and R in syllables (1).
    expect(
      planCategoryMove(demoCategories, { activeId: 6, overId: 3, position: 'inside' }),
    ).toEqual({ items: [{ id: 6, parent: 3, order: 2 }], problem: null });
  });

  it('numbers the new siblings in their new order when an item goes before one of them', () => {
    // R in syllables before R in words: the two swap.
    expect(
      planCategoryMove(demoCategories, { activeId: 4, overId: 5, position: 'before' }),
    ).toEqual({
      items: [
        { id: 4, parent: 3, order: 0 },
        { id: 5, parent: 3, order: 1 },
      ],
      problem: null,
    });
  });

  it('moves an item next to a category of another folder, renumbering the gaps it finds', () => {
    const categories = [
      buildCategory({ id: 1, name: 'A', is_folder: true, order: 0 }),
      buildCategory({ id: 2, name: 'a1', parent: 1, order: 10 }),
      buildCategory({ id: 3, name: 'a2', parent: 1, order: 20 }),
      buildCategory({ id: 4, name: 'top', order: 1 }),
    ];
    expect(planCategoryMove(categories, { activeId: 4, overId: 2, position: 'after' })).toEqual({
      items: [
        { id: 2, parent: 1, order: 0 },
        { id: 4, parent: 1, order: 1 },
        { id: 3, parent: 1, order: 2 },
      ],
      problem: null,
    });
  });

  it('takes a folder out to the top level with its contents left where they are', () => {
    // Sound R after Breathing: only Sound R moves; its children keep their parent.
    expect(planCategoryMove(demoCategories, { activeId: 3, overId: 6, position: 'after' })).toEqual(
      { items: [{ id: 3, parent: 0, order: 3 }], problem: null },
    );
  });

  it('has nothing to send when the item is dropped where it already is', () => {
    expect(
      planCategoryMove(demoCategories, { activeId: 5, overId: 4, position: 'before' }),
    ).toEqual({ items: [], problem: null });
    expect(
      planCategoryMove(demoCategories, { activeId: 3, overId: 3, position: 'inside' }),
    ).toEqual({ items: [], problem: null });
  });

  it('refuses to put a folder inside its own subfolder', () => {
    const plan = planCategoryMove(demoCategories, { activeId: 1, overId: 3, position: 'inside' });
    expect(plan.problem).toBe('CYCLE');
  });

  it('refuses a category as a parent and an item it does not know', () => {
    expect(
      planCategoryMove(demoCategories, { activeId: 6, overId: 5, position: 'inside' }).problem,
    ).toBe('PARENT_NOT_FOLDER');
    expect(
      planCategoryMove(demoCategories, { activeId: 99, overId: 5, position: 'before' }).problem,
    ).toBe('UNKNOWN_CATEGORY');
  });
});
