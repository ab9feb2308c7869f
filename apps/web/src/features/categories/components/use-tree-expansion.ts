import { useMemo, useState } from 'react';

/**
 * Which folders are closed. Folders start open, so the whole structure is in view (after a
 * reload too); the page keeps this so a new or moved item's folders can be opened for it.
 */
export type TreeExpansion = {
  collapsedIds: ReadonlySet<number>;
  toggle: (id: number) => void;
  expand: (id: number) => void;
  expandAll: () => void;
  collapseAll: (ids: readonly number[]) => void;
};

export function useTreeExpansion(): TreeExpansion {
  const [collapsedIds, setCollapsedIds] = useState<ReadonlySet<number>>(() => new Set());
  return useMemo(
    () => ({
      collapsedIds,
      toggle: (id) =>
        setCollapsedIds((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      expand: (id) =>
        setCollapsedIds((current) => {
          if (!current.has(id)) return current;
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      expandAll: () => setCollapsedIds(new Set()),
      collapseAll: (ids) => setCollapsedIds(new Set(ids)),
    }),
    [collapsedIds],
  );
}
