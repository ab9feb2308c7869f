import { ExerciseListPageSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { type ExerciseSort, getExercisesRootKey, type SortOrder } from './get-exercises.ts';

export type PublicExercisesParams = {
  workspaceId: number;
  term: string;
  categoryId?: number;
  page: number;
  sort: ExerciseSort;
  order: SortOrder;
};

function getPublicExercises(params: PublicExercisesParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: params.workspaceId,
    term: params.term,
    category_id: params.categoryId,
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    sort: params.sort,
    order: params.order,
  });
  return requestPage(`/exercises/public?${query}`, { signal, schema: ExerciseListPageSchema });
}

export function usePublicExercises(params: PublicExercisesParams) {
  const { workspaceId, ...filter } = params;
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'public', filter],
    queryFn: ({ signal }) => getPublicExercises(params, signal),
    placeholderData: keepPreviousData,
  });
}
