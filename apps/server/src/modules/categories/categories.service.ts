import {
  buildCategoryTree,
  CATEGORY_ROOT,
  type Category,
  type CategoryNode,
  findReorderProblem,
} from '@slovo/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './categories.repository.ts';
import { createCategoryTreeReader } from './category-tree.ts';

type Input = {
  name: string;
  description: string;
  parent: number;
  is_folder: boolean;
  link_id: number | null;
  order?: number;
};

const REORDER_ERRORS = {
  UNKNOWN_CATEGORY: 'CATEGORY_PARENT_INVALID',
  PARENT_NOT_FOLDER: 'CATEGORY_PARENT_INVALID',
  CYCLE: 'CATEGORY_CYCLE',
} as const;

/** How many workspaces' tree texts a process keeps (~120 KB for a thousand nodes). */
const KEPT_TREES = 200;

/** Ids of a subtree, children before their parents. */
function collectDeepestFirst(node: CategoryNode): number[] {
  return [...node.children.flatMap(collectDeepestFirst), node.id];
}

function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The category tree of a workspace; every change that touches several rows is one transaction. */
export function createCategoriesService({ db }: { db: Database }) {
  async function assertParent(tx: Transaction, workspaceId: number, parent: number) {
    if (parent === CATEGORY_ROOT) return;
    const all = await repo.listCategories(tx, workspaceId);
    if (!all.find((c) => c.id === parent && c.is_folder)) {
      throw new AppError('CATEGORY_PARENT_INVALID');
    }
  }

  async function create(workspaceId: number, input: Input): Promise<Category> {
    return db.transaction(async (tx) => {
      await assertParent(tx, workspaceId, input.parent);
      return repo.insertCategory(tx, {
        workspaceId,
        name: input.name,
        description: input.description,
        parent: input.parent,
        isFolder: input.is_folder,
        linkId: input.link_id,
        order: input.order ?? (await repo.nextOrder(tx, workspaceId, input.parent)),
      });
    });
  }

  /** Renames and describes; moving goes through `reorder`, where the tree rules are checked. */
  async function update(workspaceId: number, id: number, input: Input): Promise<Category> {
    const updated = await repo.updateCategory(db, workspaceId, id, {
      name: input.name,
      description: input.description,
      linkId: input.link_id,
      ...(input.order === undefined ? {} : { order: input.order }),
    });
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }

  /**
   * Deletes a category. A non-empty folder needs `contents` (move its children up, or delete the
   * subtree); microblocks filed under what is deleted need `exercisesTo`, the category they move
   * to: they are never orphaned.
   */
  async function remove(
    workspaceId: number,
    id: number,
    options: { contents?: 'move' | 'delete' | undefined; exercisesTo?: number | undefined },
  ) {
    await db.transaction(async (tx) => {
      const all = await repo.listCategories(tx, workspaceId, { lock: true });
      const node = findNode(buildCategoryTree(all), id);
      if (!node) throw new AppError('NOT_FOUND');
      if (node.children.length > 0 && !options.contents) {
        throw new AppError('CATEGORY_NOT_EMPTY', { details: { children: node.children.length } });
      }
      const removed = options.contents === 'move' ? [id] : collectDeepestFirst(node);
      const held = await repo.countExercises(tx, removed);
      if (held > 0) {
        const target = all.find((c) => c.id === options.exercisesTo);
        if (!target || target.is_folder || removed.includes(target.id)) {
          throw new AppError('CATEGORY_HAS_EXERCISES', { details: { exercises: held } });
        }
        await repo.moveExercises(tx, removed, target.id);
      }
      if (options.contents === 'move') {
        await repo.reparentChildren(tx, workspaceId, id, node.parent);
      }
      await repo.deleteCategories(tx, workspaceId, removed);
    });
  }

  /** Bulk move and reorder (drag and drop): all items apply together, or none does. */
  async function reorder(
    workspaceId: number,
    items: { id: number; parent: number; order: number }[],
  ): Promise<Category[]> {
    return db.transaction(async (tx) => {
      const all = await repo.listCategories(tx, workspaceId, { lock: true });
      const problem = findReorderProblem(all, items);
      if (problem) throw new AppError(REORDER_ERRORS[problem]);
      for (const item of items) {
        await repo.updateCategory(tx, workspaceId, item.id, {
          parent: item.parent,
          order: item.order,
        });
      }
      return repo.listCategories(tx, workspaceId);
    });
  }

  return {
    /** The flat list as the answer's JSON text, ready to send. */
    treeJson: createCategoryTreeReader(db, { keptWorkspaces: KEPT_TREES }),
    create,
    update,
    remove,
    reorder,
  };
}
