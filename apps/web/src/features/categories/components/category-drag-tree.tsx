import {
  type Active,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  type Modifier,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCombinedRefs } from '@dnd-kit/utilities';
import { ActionIcon, Text } from '@mantine/core';
import type { Category } from '@slovo/contracts';
import { IconGripVertical } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeRow } from './build-tree-rows.ts';
import type { CategoryEditing } from './category-editing.ts';
import {
  CategoryIcon,
  CategoryRow,
  getIndentWidth,
  type RowDrop,
  type TreeIndent,
} from './category-row.tsx';
import { CategoryRowActions } from './category-row-actions.tsx';
import classes from './category-tree.module.css';
import { type DropPosition, planCategoryMove } from './plan-category-move.ts';
import type { TreeExpansion } from './use-tree-expansion.ts';

// A short press-and-hold starts a drag on touch screens, so a swipe over the handle still scrolls.
const TOUCH_DELAY_MS = 200;
const TOUCH_TOLERANCE_PX = 8;
// A click on the handle is not a drag.
const MOUSE_DISTANCE_PX = 4;
// Holding an item over a closed folder opens it, so items can go deeper in one gesture.
const HOVER_EXPAND_MS = 600;
// Where the keyboard stops within a row (fractions of its height): one stop per drop zone.
const FOLDER_STOPS = [0.125, 0.5, 0.875];
const CATEGORY_STOPS = [0.25, 0.75];
// The preview only moves on screen: the drop point stays where the handle is.
const PREVIEW_OFFSET = { x: 24, y: 30 };

type DropTarget = { overId: number; position: DropPosition };
type RowData = { isFolder: boolean };

/** Zones of a row by how far down it the drag point is: only the middle of a folder is "inside". */
function readDropPosition(ratio: number, isFolder: boolean): DropPosition {
  if (!isFolder) return ratio < 0.5 ? 'before' : 'after';
  if (ratio < 0.25) return 'before';
  return ratio > 0.75 ? 'after' : 'inside';
}

function getCenterY(rect: ClientRect): number {
  return rect.top + rect.height / 2;
}

/**
 * The row under the pointer (dragging by keyboard: under the middle of the dragged item), with
 * how far down the row the point is, which decides the drop zone.
 */
const detectRowAtDragPoint: CollisionDetection = ({
  droppableContainers,
  droppableRects,
  pointerCoordinates,
  collisionRect,
}) => {
  const y = pointerCoordinates?.y ?? getCenterY(collisionRect);
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (rect && y >= rect.top && y < rect.bottom) {
      const ratio = (y - rect.top) / rect.height;
      return [{ id: container.id, data: { droppableContainer: container, value: 0, ratio } }];
    }
  }
  return [];
};

/** Up and down arrows step through the drop zones of the rows, one zone per press. */
const getKeyboardDropCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const isDown = event.code === KeyboardCode.Down;
  if (!isDown && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const centerY = getCenterY(collisionRect);
  const stops = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const data = container.data.current as RowData | undefined;
      return (data?.isFolder ? FOLDER_STOPS : CATEGORY_STOPS).map(
        (fraction) => rect.top + rect.height * fraction,
      );
    })
    .sort((a, b) => a - b);
  const next = isDown
    ? stops.find((stop) => stop > centerY + 1)
    : stops.findLast((stop) => stop < centerY - 1);
  if (next === undefined) return undefined;
  return { x: currentCoordinates.x, y: currentCoordinates.y + next - centerY };
};

// Items only move up and down; sideways movement would mean nothing.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function isSameTarget(a: DropTarget | null, b: DropTarget | null): boolean {
  return a?.overId === b?.overId && a?.position === b?.position;
}

type DraggableRowProps = {
  row: TreeRow;
  search: string;
  indent: TreeIndent;
  isCompact: boolean;
  drop: RowDrop | null;
  onToggle: (id: number) => void;
  editing: CategoryEditing;
};

function DraggableCategoryRow({
  row,
  search,
  indent,
  isCompact,
  drop,
  onToggle,
  editing,
}: DraggableRowProps) {
  const { t } = useTranslation('categories');
  const { node } = row;
  const drag = useDraggable({
    id: node.id,
    attributes: { roleDescription: t('categories:dnd.roleDescription') },
  });
  const rowData: RowData = { isFolder: node.is_folder };
  const droppable = useDroppable({ id: node.id, data: rowData });
  // The whole row is both what moves and what receives drops; only the handle starts a drag.
  const rowRef = useCombinedRefs<HTMLLIElement>(drag.setNodeRef, droppable.setNodeRef);

  return (
    <CategoryRow
      row={row}
      search={search}
      indent={indent}
      onToggle={onToggle}
      isReadOnly={false}
      drop={drop}
      isDragging={drag.isDragging}
      rowRef={rowRef}
      handle={
        <ActionIcon
          ref={drag.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size={28}
          className={classes.handle}
          aria-label={t('categories:row.drag', { name: node.name })}
          {...drag.attributes}
          {...drag.listeners}
          data-testid={`category-drag-${node.id}`}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
      }
      actions={<CategoryRowActions category={node} editing={editing} isCompact={isCompact} />}
    />
  );
}

/**
 * The dragged item following the pointer, lifted above the list. It hangs below and to the right
 * of the handle, so the name of the row it is over stays readable.
 */
function DragPreview({ row, indent }: { row: TreeRow; indent: TreeIndent }) {
  return (
    <div
      style={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        paddingInlineStart: getIndentWidth(row.depth, indent) + PREVIEW_OFFSET.x,
        transform: `translateY(${PREVIEW_OFFSET.y}px)`,
      }}
    >
      <div className={classes.preview}>
        <IconGripVertical size={18} color="var(--mantine-color-dimmed)" />
        <CategoryIcon isFolder={row.node.is_folder} isOpen={false} />
        <Text size="sm" fw={600} truncate="end">
          {row.node.name}
        </Text>
      </div>
    </div>
  );
}

type CategoryDragTreeProps = {
  /** The flat list the moves are planned on. */
  categories: readonly Category[];
  rows: TreeRow[];
  search: string;
  indent: TreeIndent;
  isCompact: boolean;
  expansion: TreeExpansion;
  editing: CategoryEditing;
};

/**
 * The moderator's tree: items move by their handle (mouse, touch or keyboard). Dropping on the
 * top or bottom edge of a row puts the item before or after it, on the middle of a folder inside
 * it. The drop is handed to `editing.move`, which checks and saves it.
 */
export function CategoryDragTree({
  categories,
  rows,
  search,
  indent,
  isCompact,
  expansion,
  editing,
}: CategoryDragTreeProps) {
  const { t } = useTranslation('categories');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: getKeyboardDropCoordinates }),
  );
  const [activeId, setActiveId] = useState<number | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  // Handlers and screen-reader announcements of one gesture read the latest target at once.
  const targetRef = useRef<DropTarget | null>(null);
  const finishedDropRef = useRef<DropTarget | null>(null);
  const lastAnnouncementRef = useRef<string | null>(null);
  const rowIndexById = useMemo(
    () => new Map(rows.map((row, index) => [row.node.id, index])),
    [rows],
  );
  const getRow = (id: number): TreeRow | undefined => {
    const index = rowIndexById.get(id);
    return index === undefined ? undefined : rows[index];
  };
  const isTargetValid = (active: number, drop: DropTarget) =>
    planCategoryMove(categories, { activeId: active, ...drop }).problem === null;
  const activeRow = activeId === null ? undefined : getRow(activeId);
  const targetDrop: RowDrop | null =
    activeId !== null && target
      ? { position: target.position, isValid: isTargetValid(activeId, target) }
      : null;

  const { expand } = expansion;
  const hoveredFolder = target?.position === 'inside' ? getRow(target.overId) : undefined;
  const folderToOpen =
    hoveredFolder && !hoveredFolder.isExpanded && hoveredFolder.node.children.length > 0
      ? hoveredFolder.node.id
      : null;
  useEffect(() => {
    if (folderToOpen === null) return;
    const timer = window.setTimeout(() => expand(folderToOpen), HOVER_EXPAND_MS);
    return () => window.clearTimeout(timer);
  }, [folderToOpen, expand]);

  const readTarget = (event: DragMoveEvent): DropTarget | null => {
    const collision = event.collisions?.[0];
    const ratio: unknown = collision?.data?.ratio;
    if (!collision || typeof ratio !== 'number') return null;
    const overId = Number(collision.id);
    const draggedId = Number(event.active.id);
    const index = rowIndexById.get(overId);
    const row = index === undefined ? undefined : rows[index];
    if (index === undefined || !row || overId === draggedId) return null;
    const position = readDropPosition(ratio, row.node.is_folder);
    const next = rows[index + 1];
    // Under an open folder the line would lie on its first child: the item goes before that child.
    if (position === 'after' && row.isExpanded && next && next.depth > row.depth) {
      return next.node.id === draggedId ? null : { overId: next.node.id, position: 'before' };
    }
    return { overId, position };
  };

  const updateTarget = (event: DragMoveEvent) => {
    const next = readTarget(event);
    if (isSameTarget(next, targetRef.current)) return;
    targetRef.current = next;
    setTarget(next);
  };

  const resetDrag = () => {
    targetRef.current = null;
    setTarget(null);
    setActiveId(null);
  };

  const handleDragStart = ({ active }: DragStartEvent) => {
    finishedDropRef.current = null;
    lastAnnouncementRef.current = null;
    setActiveId(Number(active.id));
  };

  const handleDragEnd = ({ active }: DragEndEvent) => {
    const drop = targetRef.current;
    finishedDropRef.current = drop;
    resetDrag();
    if (!drop) return;
    // A closed folder opens, so the item stays in view where it went.
    if (drop.position === 'inside') expand(drop.overId);
    editing.move({ activeId: Number(active.id), ...drop });
  };

  const getName = (id: UniqueIdentifier) =>
    categories.find((category) => category.id === Number(id))?.name ?? '';

  const describeTarget = (active: Active): string => {
    const name = getName(active.id);
    const drop = targetRef.current;
    if (!drop) return t('categories:dnd.nowhere', { name });
    const target = getName(drop.overId);
    if (!isTargetValid(Number(active.id), drop)) {
      return t('categories:dnd.impossible', { name });
    }
    if (drop.position === 'inside') return t('categories:dnd.inside', { name, target });
    return drop.position === 'before'
      ? t('categories:dnd.before', { name, target })
      : t('categories:dnd.after', { name, target });
  };

  // Moves repeat while the pointer stays in one zone; only a new place is worth saying.
  const announceTarget = ({ active }: { active: Active }) => {
    const text = describeTarget(active);
    if (text === lastAnnouncementRef.current) return undefined;
    lastAnnouncementRef.current = text;
    return text;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('categories:dnd.pickedUp', { name: getName(active.id) }),
    onDragMove: announceTarget,
    onDragOver: announceTarget,
    onDragEnd: ({ active }) =>
      finishedDropRef.current
        ? t('categories:dnd.dropped', { name: getName(active.id) })
        : t('categories:dnd.droppedNowhere', { name: getName(active.id) }),
    onDragCancel: ({ active }) => t('categories:dnd.cancelled', { name: getName(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectRowAtDragPoint}
      // Folders may open under the dragged item: the rows must be measured again as they move.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('categories:dnd.instructions') },
      }}
      onDragStart={handleDragStart}
      onDragMove={updateTarget}
      onDragOver={updateTarget}
      onDragEnd={handleDragEnd}
      onDragCancel={resetDrag}
    >
      <ul className={classes.list}>
        {rows.map((row) => (
          <DraggableCategoryRow
            key={row.node.id}
            row={row}
            search={search}
            indent={indent}
            isCompact={isCompact}
            drop={target?.overId === row.node.id ? targetDrop : null}
            onToggle={expansion.toggle}
            editing={editing}
          />
        ))}
      </ul>
      <DragOverlay dropAnimation={null}>
        {activeRow ? <DragPreview row={activeRow} indent={indent} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
