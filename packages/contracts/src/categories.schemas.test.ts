import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  type Category,
  CategoryInputSchema,
  findReorderProblem,
} from './categories.schemas.ts';

const category = (id: number, parent: number, order: number, isFolder = true): Category => ({
  id,
  name: `C${id}`,
  description: '',
  parent,
  is_folder: isFolder,
  link_id: null,
  order,
  workspace_id: 1,
});

describe('category tree', () => {
  it('nests children under parents and sorts each level by order, then id', () => {
    const tree = buildCategoryTree([
      category(3, 1, 1),
      category(1, 0, 1),
      category(2, 0, 0),
      category(4, 1, 0),
      category(5, 1, 0),
    ]);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1]?.children.map((n) => n.id)).toEqual([4, 5, 3]);
  });

  it('converts an order sent as a string to a number', () => {
    expect(CategoryInputSchema.parse({ name: 'R', order: '7' }).order).toBe(7);
  });
});

describe('reorder rules', () => {
  const tree = [category(1, 0, 0), category(2, 1, 0), category(3, 0, 1, false)];

  it('accepts moves into folders and to the root', () => {
    expect(findReorderProblem(tree, [{ id: 3, parent: 2 }])).toBeNull();
    expect(findReorderProblem(tree, [{ id: 2, parent: 0 }])).toBeNull();
  });
  it('refuses a parent that is not a folder, or unknown', () => {
    expect(findReorderProblem(tree, [{ id: 2, parent: 3 }])).toBe('PARENT_NOT_FOLDER');
    expect(findReorderProblem(tree, [{ id: 2, parent: 99 }])).toBe('UNKNOWN_CATEGORY');
    expect(findReorderProblem(tree, [{ id: 99, parent: 0 }])).toBe('UNKNOWN_CATEGORY');
  });
  it('refuses a folder moved inside itself or its own subtree', () => {
    expect(findReorderProblem(tree, [{ id: 1, parent: 1 }])).toBe('CYCLE');
    expect(findReorderProblem(tree, [{ id: 1, parent: 2 }])).toBe('CYCLE');
  });
});
