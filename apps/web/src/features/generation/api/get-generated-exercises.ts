import { ExerciseListPageSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { getGeneratedListKey } from './generation-keys.ts';

type GeneratedListParams = { workspaceId: number; themeId: number; term: string; page: number };

function getGeneratedExercises(params: GeneratedListParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: params.workspaceId,
    theme_id: params.themeId,
    term: params.term,
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/exercises/generated?${query}`, { signal, schema: ExerciseListPageSchema });
}

/** The themed versions made for one theme, a page at a time. */
export function useGeneratedExercises(params: GeneratedListParams) {
  const { workspaceId, ...filter } = params;
  return useQuery({
    queryKey: [...getGeneratedListKey(workspaceId), filter],
    queryFn: ({ signal }) => getGeneratedExercises(params, signal),
    placeholderData: keepPreviousData,
  });
}
