import type { Category } from '@slovo/contracts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import type { TreeRow } from './build-tree-rows.ts';
import { CategoryDragTree } from './category-drag-tree.tsx';
import type { CategoryEditing } from './category-editing.ts';
import { CategoryRow, type TreeIndent } from './category-row.tsx';
import classes from './category-tree.module.css';
import type { TreeExpansion } from './use-tree-expansion.ts';

const DESKTOP_INDENT: TreeIndent = { step: 24, maxLevels: 10 };
const PHONE_INDENT: TreeIndent = { step: 14, maxLevels: 5 };

type CategoryTreeProps = {
  categories: readonly Category[];
  rows: TreeRow[];
  search: string;
  expansion: TreeExpansion;
  /** Without it the tree is read-only: no handles, no actions, descriptions in full. */
  editing?: CategoryEditing;
};

export function CategoryTree({ categories, rows, search, expansion, editing }: CategoryTreeProps) {
  const isCompact = !useIsBreakpointUp('sm');
  const indent = isCompact ? PHONE_INDENT : DESKTOP_INDENT;

  if (editing) {
    return (
      <CategoryDragTree
        categories={categories}
        rows={rows}
        search={search}
        indent={indent}
        isCompact={isCompact}
        expansion={expansion}
        editing={editing}
      />
    );
  }
  return (
    <ul className={classes.list}>
      {rows.map((row) => (
        <CategoryRow
          key={row.node.id}
          row={row}
          search={search}
          indent={indent}
          onToggle={expansion.toggle}
          isReadOnly
        />
      ))}
    </ul>
  );
}
