import { type DashboardCounts, DashboardCountsSchema } from '@slovo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

function getDashboardCounts(signal: AbortSignal): Promise<DashboardCounts> {
  return requestData('/dashboard', { signal, schema: DashboardCountsSchema });
}

const dashboardCountsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'counts'],
  queryFn: ({ signal }) => getDashboardCounts(signal),
});

export function useDashboardCounts() {
  return useQuery(dashboardCountsQueryOptions);
}
