import { useEffect, useRef } from 'react';

type PlayerKeys = { onPrevious: () => void; onNext: () => void; isEnabled: boolean };

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'PageDown', ' ']);

function isTypingTarget(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT', 'AUDIO', 'VIDEO'].includes(element.tagName);
}

/**
 * Arrows, Page Up/Down (presentation clickers send them) and Space turn slides anywhere on the
 * page, except in a text field or an open dialog; Space on a focused button presses the button.
 */
export function usePlayerKeys({ onPrevious, onNext, isEnabled }: PlayerKeys) {
  const handlers = useRef({ onPrevious, onNext });
  handlers.current = { onPrevious, onNext };

  useEffect(() => {
    if (!isEnabled) return;
    const turn = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const isPrevious = PREVIOUS_KEYS.has(event.key);
      if (!isPrevious && !NEXT_KEYS.has(event.key)) return;
      const target = event.target;
      if (target instanceof Element) {
        if (isTypingTarget(target) || target.closest('[role="dialog"]')) return;
        if (event.key === ' ' && target.closest('button, a, [role="button"]')) return;
      }
      event.preventDefault();
      if (isPrevious) handlers.current.onPrevious();
      else handlers.current.onNext();
    };
    window.addEventListener('keydown', turn);
    return () => window.removeEventListener('keydown', turn);
  }, [isEnabled]);
}
