import { type Category, findReorderProblem } from '@slovo/contracts';
import type { CategoryMove } from '../api/reorder-categories.ts';

/** Where a dragged item lands relative to the row it is dropped on. */
export type DropPosition = 'before' | 'after' | 'inside';

/** A finished drag: `activeId` was dropped before, after or inside `overId`. */
export type CategoryDrop = { activeId: number; overId: number; position: DropPosition };

export type ReorderProblem = NonNullable<ReturnType<typeof findReorderProblem>>;

/** The changed items to send, or why the drop cannot be applied (nothing is sent then). */
export type MovePlan = { items: CategoryMove[]; problem: ReorderProblem | null };

// The tree's own sibling order (buildCategoryTree): by order, ties by id.
function compareSiblings(a: Category, b: Category): number {
  return a.order - b.order || a.id - b.id;
}

/**
 * Turns a drop into the bulk reorder items: the dragged item takes its place among its new
 * siblings, which are numbered 0..n-1 in their new order, and only items whose parent or order
 * changes are returned. A drop inside a folder puts the item last in it.
 */
export function planCategoryMove(categories: readonly Category[], drop: CategoryDrop): MovePlan {
  const active = categories.find((category) => category.id === drop.activeId);
  const over = categories.find((category) => category.id === drop.overId);
  if (!active || !over) return { items: [], problem: 'UNKNOWN_CATEGORY' };
  if (active.id === over.id) return { items: [], problem: null };

  const parent = drop.position === 'inside' ? over.id : over.parent;
  const siblings = categories
    .filter((category) => category.parent === parent && category.id !== active.id)
    .sort(compareSiblings);
  const overIndex = siblings.findIndex((category) => category.id === over.id);
  const insertAt = {
    inside: siblings.length,
    before: overIndex,
    after: overIndex + 1,
  }[drop.position];
  const arranged = [...siblings.slice(0, insertAt), active, ...siblings.slice(insertAt)];
  const items = arranged.flatMap((category, order) =>
    category.parent === parent && category.order === order
      ? []
      : [{ id: category.id, parent, order }],
  );
  if (items.length === 0) return { items, problem: null };
  return { items, problem: findReorderProblem(categories, items) };
}
