import { type Dashboard, DashboardSchema } from '@slovo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

function getDashboard(signal: AbortSignal): Promise<Dashboard> {
  return requestData('/dashboard', { signal, schema: DashboardSchema });
}

const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
