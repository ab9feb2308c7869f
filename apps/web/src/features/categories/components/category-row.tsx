import { ActionIcon, Badge, Box, Highlight, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconFolder, IconFolderOpen, IconLeaf } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeRow } from './build-tree-rows.ts';
import classes from './category-tree.module.css';
import type { DropPosition } from './plan-category-move.ts';

/** Room for the chevron (and the drag handle) before a row's icon. */
const CONTROL_WIDTH = 32;
const ROW_START_PADDING = 8;

/** Indentation of a depth; phones indent less and stop deeper, so names keep their room. */
export type TreeIndent = { step: number; maxLevels: number };

export function getIndentWidth(depth: number, indent: TreeIndent): number {
  return ROW_START_PADDING + Math.min(depth, indent.maxLevels) * indent.step;
}

/** The drop indicator a row carries while something is dragged over it. */
export type RowDrop = { position: DropPosition; isValid: boolean };

type CategoryRowProps = {
  row: TreeRow;
  search: string;
  indent: TreeIndent;
  onToggle: (id: number) => void;
  /** A read-only tree shows descriptions in full; an editable one keeps rows to one line each. */
  isReadOnly: boolean;
  handle?: ReactNode;
  actions?: ReactNode;
  drop?: RowDrop | null;
  isDragging?: boolean;
  rowRef?: Ref<HTMLLIElement>;
};

function RowToggle({ row, onToggle }: { row: TreeRow; onToggle: (id: number) => void }) {
  const { t } = useTranslation('categories');
  const { node, isExpanded } = row;
  if (!node.is_folder || node.children.length === 0) return <Box w={28} miw={28} />;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={28}
      aria-expanded={isExpanded}
      aria-label={
        isExpanded
          ? t('categories:row.collapse', { name: node.name })
          : t('categories:row.expand', { name: node.name })
      }
      disabled={row.isForcedOpen}
      onClick={() => onToggle(node.id)}
      data-testid={`category-toggle-${node.id}`}
    >
      <IconChevronRight
        size={18}
        style={{
          transform: isExpanded ? 'rotate(90deg)' : undefined,
          transition: 'transform 150ms ease',
        }}
      />
    </ActionIcon>
  );
}

export function CategoryIcon({ isFolder, isOpen }: { isFolder: boolean; isOpen: boolean }) {
  if (!isFolder) {
    return (
      <ThemeIcon variant="light" color="teal" size={28} radius="md">
        <IconLeaf size={16} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon variant="light" color="indigo" size={28} radius="md">
      {isOpen ? <IconFolderOpen size={16} /> : <IconFolder size={16} />}
    </ThemeIcon>
  );
}

/** One line of the tree: the same in the moderator's editor and the teacher's read-only view. */
export function CategoryRow({
  row,
  search,
  indent,
  onToggle,
  isReadOnly,
  handle,
  actions,
  drop,
  isDragging = false,
  rowRef,
}: CategoryRowProps) {
  const { t } = useTranslation('categories');
  const { node, depth, isExpanded } = row;
  const term = search.trim();
  const indentWidth = getIndentWidth(depth, indent);
  const controlsWidth = (handle ? CONTROL_WIDTH : 0) + CONTROL_WIDTH;

  return (
    <li
      ref={rowRef}
      className={classes.row}
      data-drop={drop?.position}
      data-drop-invalid={drop && !drop.isValid ? true : undefined}
      data-dragging={isDragging || undefined}
      data-testid={`category-row-${node.id}`}
      data-folder={String(node.is_folder)}
      data-parent={String(node.parent)}
    >
      <div className={classes.content} style={{ paddingInlineStart: indentWidth }}>
        {handle}
        <RowToggle row={row} onToggle={onToggle} />
        <CategoryIcon isFolder={node.is_folder} isOpen={isExpanded && node.children.length > 0} />
        <div className={classes.text}>
          {/* The indentation shows the nesting; screen readers hear it. */}
          <VisuallyHidden>
            {node.is_folder
              ? t('categories:row.folderAtLevel', { level: depth + 1 })
              : t('categories:row.categoryAtLevel', { level: depth + 1 })}
          </VisuallyHidden>
          <Box display="flex" style={{ alignItems: 'center', gap: 6 }}>
            <Highlight
              highlight={term}
              size="sm"
              fw={600}
              className={classes.name}
              data-testid={`category-name-${node.id}`}
            >
              {node.name}
            </Highlight>
            {node.is_folder && (
              <Badge
                variant="light"
                color="gray"
                size="sm"
                radius="xl"
                miw={24}
                style={{ flexShrink: 0 }}
                title={t('categories:row.itemsInside', { total: node.children.length })}
                data-testid={`category-count-${node.id}`}
              >
                <VisuallyHidden>
                  {t('categories:row.itemsInside', { total: node.children.length })}
                </VisuallyHidden>
                <span aria-hidden>{node.children.length}</span>
              </Badge>
            )}
          </Box>
          {node.description && (
            <Highlight
              highlight={term}
              size="xs"
              c="dimmed"
              lineClamp={isReadOnly ? undefined : 1}
              className={classes.name}
            >
              {node.description}
            </Highlight>
          )}
        </div>
        {actions}
      </div>
      {drop && drop.position !== 'inside' && (
        <div
          className={classes.indicator}
          data-position={drop.position}
          data-invalid={drop.isValid ? undefined : true}
          style={{ insetInlineStart: indentWidth + controlsWidth }}
        />
      )}
    </li>
  );
}
