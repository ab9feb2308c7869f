import type { GENERATION_STATES, GenerationKind } from '@slovo/contracts';
import {
  type Icon,
  IconRefresh,
  IconRotateClockwise2,
  IconSparkles,
  IconSquarePlus,
  IconTrash,
} from '@tabler/icons-react';

export type GenerationState = (typeof GENERATION_STATES)[number];

export const KIND_ICONS: Record<GenerationKind, Icon> = {
  generate: IconSparkles,
  'only-new': IconSquarePlus,
  refresh: IconRefresh,
  'refresh-for-reports': IconRotateClockwise2,
  delete: IconTrash,
};

export const STATE_COLORS: Record<GenerationState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  cancelled: 'yellow',
  failed: 'red',
};

/** The kinds that make versions, in the order their buttons appear; `delete` stands apart. */
export const MAKING_KINDS = [
  'generate',
  'only-new',
  'refresh',
  'refresh-for-reports',
] as const satisfies GenerationKind[];
