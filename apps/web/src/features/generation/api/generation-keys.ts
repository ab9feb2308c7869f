import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/**
 * Every generation answer of one workspace (runs, totals, themed versions) lives under this key,
 * so a finished run refreshes all of them with one invalidation.
 */
export function getGenerationRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'generation'] as const;
}

export function getGeneralStatsKey(workspaceId: number) {
  return [...getGenerationRootKey(workspaceId), 'general-stats'] as const;
}

function getGeneratedRootKey(workspaceId: number) {
  return [...getGenerationRootKey(workspaceId), 'generated'] as const;
}

export function getGeneratedListKey(workspaceId: number) {
  return [...getGeneratedRootKey(workspaceId), 'list'] as const;
}

export function getGeneratedExerciseKey(workspaceId: number, exerciseId: number) {
  return [...getGeneratedRootKey(workspaceId), 'detail', exerciseId] as const;
}

/**
 * The interests answer is keyed as the themes screen keys it: the same call and schema, so both
 * screens share one cache entry and a run's new statistics reach the themes screen too.
 */
export function getThemesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'themes'] as const;
}
