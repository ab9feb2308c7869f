import { PlanSummarySchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getClientKey } from './client-keys.ts';

const PlanListSchema = PlanSummarySchema.array();

function getClientPlans(workspaceId: number, clientId: number, signal: AbortSignal) {
  return requestData(`/get-plans?workspace_id=${workspaceId}&client_id=${clientId}`, {
    signal,
    schema: PlanListSchema,
  });
}

/** Every plan of every protocol of the student, oldest first. */
export function useClientPlans(workspaceId: number, clientId: number) {
  return useQuery({
    queryKey: [...getClientKey(workspaceId, clientId), 'plans'],
    queryFn: ({ signal }) => getClientPlans(workspaceId, clientId, signal),
  });
}
