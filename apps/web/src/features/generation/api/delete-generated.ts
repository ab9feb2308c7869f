import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getGeneralStatsKey, getGeneratedListKey, getThemesRootKey } from './generation-keys.ts';

function deleteGenerated(exerciseId: number) {
  return requestData(`/exercises/generated/${exerciseId}`, { method: 'DELETE', schema: OkSchema });
}

type Deletion = {
  workspaceId: number;
  ids: number[];
  /** How many of `ids` have been dealt with so far, deleted or failed. */
  onProgress: (handled: number) => void;
};

/**
 * The API deletes one version per call, so a selection goes one by one: the progress can be
 * shown, and a version that fails (already gone, say) does not stop the rest.
 */
async function deleteEach({ ids, onProgress }: Deletion) {
  const deletedIds: number[] = [];
  const failedIds: number[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await deleteGenerated(id);
      deletedIds.push(id);
    } catch {
      failedIds.push(id);
    }
    onProgress(index + 1);
  }
  return { deletedIds, failedIds };
}

export function useDeleteGeneratedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEach,
    onSettled: async (_result, _error, { workspaceId }) => {
      // The list alone first: the cards of deleted versions go, and nothing asks for them again.
      await queryClient.invalidateQueries({ queryKey: getGeneratedListKey(workspaceId) });
      // The totals and the interest's "to make" count grow: the next run makes them again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGeneralStatsKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: getThemesRootKey(workspaceId) }),
      ]);
    },
  });
}
