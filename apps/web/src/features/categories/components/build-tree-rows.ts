import type { CategoryNode } from '@slovo/contracts';

/** One visible line of the tree. */
export type TreeRow = {
  node: CategoryNode;
  /** 0 for the top level. */
  depth: number;
  isExpanded: boolean;
  /** Held open by the search because something inside matches: the toggle has no effect. */
  isForcedOpen: boolean;
  /** The row itself matches the search. */
  isMatch: boolean;
};

type RowOptions = { collapsedIds: ReadonlySet<number>; search: string };

function normalizeSearch(search: string): string {
  return search.trim().toLocaleLowerCase();
}

function isNodeMatch(node: CategoryNode, term: string): boolean {
  return (
    node.name.toLocaleLowerCase().includes(term) ||
    node.description.toLocaleLowerCase().includes(term)
  );
}

/**
 * The rows to show, depth first. Without a search, children show under open folders. With
 * one, only matches and the folders leading to them remain, and those folders open by
 * themselves; a matching folder shows all of its contents when open.
 */
export function buildTreeRows(tree: readonly CategoryNode[], options: RowOptions): TreeRow[] {
  const term = normalizeSearch(options.search);
  const containsMatch = new Map<number, boolean>();
  const findMatchWithin = (node: CategoryNode): boolean => {
    const known = containsMatch.get(node.id);
    if (known !== undefined) return known;
    // Every child is visited (no short-circuit), so each subtree is scanned once.
    const childResults = node.children.map(findMatchWithin);
    const result = isNodeMatch(node, term) || childResults.includes(true);
    containsMatch.set(node.id, result);
    return result;
  };

  const rows: TreeRow[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number, isInsideMatch: boolean) => {
    for (const node of nodes) {
      if (term && !isInsideMatch && !findMatchWithin(node)) continue;
      const isMatch = term !== '' && isNodeMatch(node, term);
      const isForcedOpen = term !== '' && node.children.some((child) => findMatchWithin(child));
      const isExpanded = isForcedOpen || !options.collapsedIds.has(node.id);
      rows.push({ node, depth, isExpanded, isForcedOpen, isMatch });
      if (isExpanded) walk(node.children, depth + 1, isInsideMatch || isMatch);
    }
  };
  walk(tree, 0, false);
  return rows;
}

/** Folders that have something inside: what "collapse all" closes. */
export function listExpandableIds(tree: readonly CategoryNode[]): number[] {
  return tree.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...listExpandableIds(node.children)] : [],
  );
}
