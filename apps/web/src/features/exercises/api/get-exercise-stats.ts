import { ExerciseStatsSchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { getExercisesRootKey } from './get-exercises.ts';

/** Both dates as YYYY-MM-DD, inclusive. */
type StatsRange = { workspaceId: number; startDate: string; endDate: string };

function getExerciseStats(range: StatsRange, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: range.workspaceId,
    start_date: range.startDate,
    end_date: range.endDate,
  });
  return requestData(`/exercises/stats?${query}`, { signal, schema: ExerciseStatsSchema });
}

export function useExerciseStats(range: StatsRange) {
  const { workspaceId, startDate, endDate } = range;
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'stats', { startDate, endDate }],
    queryFn: ({ signal }) => getExerciseStats(range, signal),
    placeholderData: keepPreviousData,
  });
}
