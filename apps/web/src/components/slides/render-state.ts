import type { Presentation, RenderState } from '@slovo/contracts';

/** How far the slides of a deck are: older answers without a state count by their renderer. */
export function getRenderState(presentation: Presentation): RenderState {
  if (presentation.render_state) return presentation.render_state;
  return presentation.renderer === 'browser' ? 'browser' : 'pending';
}
