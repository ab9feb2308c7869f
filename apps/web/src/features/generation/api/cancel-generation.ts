import { type GenerationRun, GenerationRunSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getRunsKey } from './get-generation-runs.ts';

type RunRef = { workspaceId: number; runId: number };

function postCancel({ runId }: RunRef) {
  return requestData(`/generator/${runId}/cancel`, { method: 'POST', schema: GenerationRunSchema });
}

/** A running run stops after the microblock it is on, so it may stay "running" a moment. */
export function useCancelGenerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCancel,
    onSuccess: async (run, { workspaceId }) => {
      await queryClient.cancelQueries({ queryKey: getRunsKey(workspaceId) });
      queryClient.setQueryData<GenerationRun[]>(getRunsKey(workspaceId), (runs = []) =>
        runs.map((item) => (item.id === run.id ? run : item)),
      );
    },
  });
}
