import type { Category } from '@slovo/contracts';
import type { CategoryDrop } from './plan-category-move.ts';

/** What the moderator's tree can do; the teacher's read-only tree gets none of it. */
export type CategoryEditing = {
  edit: (category: Category) => void;
  /** Folders only: a new folder or category with this folder preselected as its parent. */
  addInside: (folder: Category, isFolder: boolean) => void;
  confirmDelete: (category: Category) => void;
  move: (drop: CategoryDrop) => void;
};
