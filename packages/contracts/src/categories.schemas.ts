import { z } from 'zod';
import { ID_MAX, IdSchema } from './common.schemas.ts';
import { CATEGORY_DESCRIPTION_MAX_LENGTH, CATEGORY_NAME_LENGTH } from './limits.ts';

/** `parent` 0 is the root of the tree (spec 9). */
export const CATEGORY_ROOT = 0;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  parent: z.number().int(),
  is_folder: z.boolean(),
  link_id: z.number().int().nullable(),
  order: z.number().int(),
  workspace_id: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

const parentSchema = z.coerce.number().int().min(0).max(ID_MAX);
/** The order may arrive as a string (spec 3); it is stored as a number. */
const orderSchema = z.coerce.number().int().min(0).max(1_000_000);

export const CategoryInputSchema = z
  .object({
    name: z
      .string('validation.required')
      .trim()
      .min(CATEGORY_NAME_LENGTH.min, 'validation.categoryNameLength')
      .max(CATEGORY_NAME_LENGTH.max, 'validation.categoryNameLength'),
    description: z
      .string()
      .trim()
      .max(CATEGORY_DESCRIPTION_MAX_LENGTH, 'validation.maxLength')
      .default(''),
    parent: parentSchema.default(CATEGORY_ROOT),
    is_folder: z.boolean().default(false),
    link_id: IdSchema.nullable().default(null),
    order: orderSchema.optional(),
    /** Sent by the original client; must match the workspace in the path when present. */
    workspace_id: IdSchema.optional(),
  })
  .strict()
  .meta({ examples: [{ name: 'Sound R', description: '', parent: 0, is_folder: true }] });
export type CategoryInput = z.input<typeof CategoryInputSchema>;

export const CategoryParamsSchema = z.object({ workspaceId: IdSchema, id: IdSchema });

/** What to do with the contents of a non-empty folder being deleted. */
export const CategoryDeleteQuerySchema = z.object({
  /** `move`: children go to the deleted folder's parent; `delete`: the whole subtree goes. */
  contents: z.enum(['move', 'delete']).optional(),
  /** Microblocks filed under what is deleted move to this category (never a folder). */
  exercises_to: IdSchema.optional(),
});

export const CategoryReorderSchema = z
  .object({
    workspace_id: IdSchema.optional(),
    items: z
      .array(z.object({ id: IdSchema, parent: parentSchema, order: orderSchema }).strict())
      .min(1)
      .max(5000),
  })
  .strict()
  .meta({ examples: [{ items: [{ id: 1, parent: 0, order: 0 }] }] });
export type CategoryReorder = z.input<typeof CategoryReorderSchema>;

/** The same reorder at the spec's `/categories/bulk`, which names the workspace in the body. */
export const CategoryBulkSchema = CategoryReorderSchema.extend({ workspace_id: IdSchema }).meta({
  examples: [{ workspace_id: 1, items: [{ id: 1, parent: 0, order: 0 }] }],
});

export type CategoryNode = Category & { children: CategoryNode[] };

/** The flat list as a tree: children under their parent, each level sorted by order, then id. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(
    categories.map((c) => [c.id, { ...c, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === CATEGORY_ROOT ? undefined : nodes.get(node.parent);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.order - b.order || a.id - b.id);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/**
 * Why a set of (id, parent) moves cannot be applied to the tree, or null when it can: every
 * parent must be the root or a folder of the tree, and no folder may end up inside itself.
 */
export function findReorderProblem(
  categories: readonly Category[],
  moves: readonly { id: number; parent: number }[],
): 'UNKNOWN_CATEGORY' | 'PARENT_NOT_FOLDER' | 'CYCLE' | null {
  const byId = new Map(categories.map((c) => [c.id, { ...c }]));
  for (const move of moves) {
    const node = byId.get(move.id);
    if (!node) return 'UNKNOWN_CATEGORY';
    node.parent = move.parent;
  }
  for (const node of byId.values()) {
    if (node.parent === CATEGORY_ROOT) continue;
    const parent = byId.get(node.parent);
    if (!parent) return 'UNKNOWN_CATEGORY';
    if (!parent.is_folder) return 'PARENT_NOT_FOLDER';
  }
  for (const start of byId.values()) {
    const seen = new Set<number>([start.id]);
    let current = start.parent;
    while (current !== CATEGORY_ROOT) {
      if (seen.has(current)) return 'CYCLE';
      seen.add(current);
      current = byId.get(current)?.parent ?? CATEGORY_ROOT;
    }
  }
  return null;
}
