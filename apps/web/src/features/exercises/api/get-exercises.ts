import {
  type EXERCISE_SORTS,
  ExerciseListPageSchema,
  type ExerciseStatus,
  type SourceSkipReason,
} from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

export type ExerciseSort = (typeof EXERCISE_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
/** Microblocks are listed as their author (3) or as a moderator (2). */
export type ExerciseRoleId = 2 | 3;

/**
 * Every microblock answer of one workspace (lists, counters, requests, stats) lives under this
 * key, so any change to a microblock refreshes all of them with one invalidation.
 */
export function getExercisesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'exercises'] as const;
}

export type ExercisesListParams = {
  workspaceId: number;
  roleId: ExerciseRoleId;
  /** Absent with `skipReason`: those microblocks are listed whatever their status. */
  status?: ExerciseStatus;
  skipReason?: SourceSkipReason;
  term: string;
  authorId?: number;
  page: number;
  sort: ExerciseSort;
  order: SortOrder;
};

function getExercises(params: ExercisesListParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: params.workspaceId,
    role_id: params.roleId,
    status: params.status,
    skip_reason: params.skipReason,
    term: params.term,
    author_id: params.authorId,
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    sort: params.sort,
    order: params.order,
  });
  return requestPage(`/exercises?${query}`, { signal, schema: ExerciseListPageSchema });
}

export function useExercises(params: ExercisesListParams, isEnabled = true) {
  const { workspaceId, ...filter } = params;
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'list', filter],
    queryFn: ({ signal }) => getExercises(params, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
