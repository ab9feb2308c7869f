import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs`, as Mantine's ScrollArea calls it, done by Mantine's own
 * `useMergedRef`. The web build hands it to the scroll area instead of floating UI
 * (`scrollAreaWithoutFloatingUi` in vite.config.ts), so a page with a table does not download
 * all of floating UI for this one hook (decision 047).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
