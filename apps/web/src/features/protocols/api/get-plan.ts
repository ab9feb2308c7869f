import { PlanSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type PlanParams = { workspaceId: number; planId: number };

export function getPlanKey({ workspaceId, planId }: PlanParams) {
  return [...getProtocolsRootKey(workspaceId), 'plan', planId] as const;
}

function getPlan({ workspaceId, planId }: PlanParams, signal: AbortSignal) {
  return requestData(`/show-plan/${planId}?workspace_id=${workspaceId}`, {
    signal,
    schema: PlanSchema,
  });
}

/** A plan with its blocks: what the template offers and what was chosen for the student. */
export function usePlan(params: PlanParams) {
  return useQuery({
    queryKey: getPlanKey(params),
    queryFn: ({ signal }) => getPlan(params, signal),
  });
}
