import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCombinedRefs } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A few pixels before a press becomes a drag, so clicks in the card still work. */
const MOUSE_DISTANCE_PX = 6;
const TOUCH_DELAY = { delay: 200, tolerance: 8 };

/**
 * Drops one item of a list onto another's place. The keyboard reorders with the move up and
 * down buttons instead, which say where the item goes; dragging is the mouse's and touch's way.
 */
export function DragReorder({
  group,
  onMove,
  children,
}: {
  group: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_DELAY }),
  );
  const handleEnd = ({ active, over }: DragEndEvent) => {
    const from = active.data.current;
    const to = over?.data.current;
    // Nested lists (questions inside blocks) each have their own context and group.
    if (!from || !to || from.group !== group || to.group !== group) return;
    onMove(from.index as number, to.index as number);
  };
  return (
    // The nearest item's centre names the place: the dragged card is as tall as its content.
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleEnd}>
      {children}
    </DndContext>
  );
}

/** One place in a `DragReorder` list; `children` gets the handle to drag it by. */
export function DragItem({
  group,
  id,
  index,
  handleLabel,
  children,
}: {
  group: string;
  id: string;
  index: number;
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const data = { group, index };
  const drag = useDraggable({ id, data });
  const drop = useDroppable({ id, data });
  const ref = useCombinedRefs(drag.setNodeRef, drop.setNodeRef);
  const { role: _role, tabIndex: _tabIndex, ...attributes } = drag.attributes;
  const handle = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      style={{ cursor: 'grab', touchAction: 'none' }}
      // The handle is for pointers; the move buttons beside it serve the keyboard.
      tabIndex={-1}
      aria-hidden
      title={handleLabel}
      {...attributes}
      {...drag.listeners}
      data-testid={`${group}-drag-${index}`}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  const transform = drag.transform;
  return (
    <div
      ref={ref}
      style={{
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: drag.isDragging ? 10 : undefined,
        opacity: drag.isDragging ? 0.85 : 1,
        outline:
          drop.isOver && !drag.isDragging ? '2px dashed var(--mantine-color-indigo-4)' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {children(handle)}
    </div>
  );
}
