import type { GenerationRun } from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getGenerationRootKey, getThemesRootKey } from '../api/generation-keys.ts';
import { isRunActive } from '../api/get-generation-runs.ts';

/**
 * Totals, theme counts and version lists change as runs work; they are read again whenever a run
 * that was working has ended, rather than with every progress poll.
 */
export function useRefreshOnRunEnd(workspaceId: number, runs: GenerationRun[] | undefined) {
  const queryClient = useQueryClient();
  const activeIdsRef = useRef<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!runs) return;
    const activeIds = new Set(runs.filter(isRunActive).map((run) => run.id));
    const hasEnded = [...activeIdsRef.current].some((id) => !activeIds.has(id));
    activeIdsRef.current = activeIds;
    if (!hasEnded) return;
    void queryClient.invalidateQueries({ queryKey: getThemesRootKey(workspaceId) });
    void queryClient.invalidateQueries({
      queryKey: getGenerationRootKey(workspaceId),
      // The runs themselves have just been read.
      predicate: (query) => query.queryKey[3] !== 'runs',
    });
  }, [queryClient, workspaceId, runs]);
}
