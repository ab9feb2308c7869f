// Plain rules of slides and marks, without zod: the child's player uses them on its first
// screen, which loads zod only with the lesson's answer (decision 047). The schemas build on them.

/**
 * `pending` while the render job runs; `done` with slide images; `failed` when LibreOffice could
 * not convert it; `browser` when the server has no renderer and the app draws the slides itself.
 */
export const RENDER_STATES = ['pending', 'done', 'failed', 'browser'] as const;
export type RenderState = (typeof RENDER_STATES)[number];
export const SLIDE_RENDERERS = ['libreoffice', 'browser'] as const;

/** How far the slides of a deck are: older answers without a state count by their renderer. */
export function getRenderState(presentation: {
  render_state: RenderState | null;
  renderer: (typeof SLIDE_RENDERERS)[number];
}): RenderState {
  if (presentation.render_state) return presentation.render_state;
  return presentation.renderer === 'browser' ? 'browser' : 'pending';
}

export const SLIDE_MARKS = ['correct', 'incorrect', 'prompted'] as const;
export type SlideMark = (typeof SLIDE_MARKS)[number];
