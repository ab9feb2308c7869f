import { PlanSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getPlanKey } from './get-plan.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type PlanFilling = {
  workspaceId: number;
  planId: number;
  blocks: { id: number; category_ids: number[] }[];
};

// Empty blocks and a folder the block does not offer are shown on the form itself.
const HANDLED_CODES = ['PLAN_BLOCKS_EMPTY', 'PLAN_FOLDER_NOT_OFFERED'] as const;

function putPlan({ workspaceId, planId, blocks }: PlanFilling) {
  return requestData(`/show-plan/${planId}`, {
    method: 'PUT',
    body: { workspace_id: workspaceId, blocks },
    schema: PlanSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** Saves the folders chosen per block; the first complete save makes the plan filled. */
export function useFillPlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPlan,
    onSuccess: (plan, { workspaceId, planId }) => {
      queryClient.setQueryData(getPlanKey({ workspaceId, planId }), plan);
      // The plan's status shows on the protocol, in the list and on its lessons.
      return queryClient.invalidateQueries({ queryKey: getProtocolsRootKey(workspaceId) });
    },
  });
}
