import { type PointerEvent, useRef } from 'react';

/** Shorter moves are taps; a mostly vertical move is a scroll, not a swipe. */
const SWIPE_MIN_PX = 50;

type Swipe = { onSwipeLeft: () => void; onSwipeRight: () => void; isEnabled: boolean };

/**
 * Left and right swipes by finger or pen (pointer events; the mouse clicks the buttons). The
 * element needs `touch-action: pan-y` so the browser leaves horizontal moves to the page.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, isEnabled }: Swipe) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    if (!isEnabled || event.pointerType === 'mouse' || !event.isPrimary) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onSwipeLeft();
    else onSwipeRight();
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return { onPointerDown, onPointerUp, onPointerCancel };
}
