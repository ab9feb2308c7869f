import { ExerciseCountersSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { type ExerciseRoleId, getExercisesRootKey } from './get-exercises.ts';

type CountersParams = {
  workspaceId: number;
  roleId: ExerciseRoleId;
  term: string;
  authorId?: number;
};

function getExerciseCounters(params: CountersParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: params.workspaceId,
    role_id: params.roleId,
    term: params.term,
    author_id: params.authorId,
  });
  return requestData(`/exercises/counters?${query}`, { signal, schema: ExerciseCountersSchema });
}

export function useExerciseCounters(params: CountersParams) {
  const { workspaceId, ...filter } = params;
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'counters', filter],
    queryFn: ({ signal }) => getExerciseCounters(params, signal),
    // The badges keep their numbers while a new search counts, instead of blinking away.
    placeholderData: keepPreviousData,
  });
}
