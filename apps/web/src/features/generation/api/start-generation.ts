import { type GenerationKind, type GenerationRun, GenerationRunSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getRunsKey } from './get-generation-runs.ts';

/** `themeId` null: every ready theme of the workspace. */
type GenerationStart = { workspaceId: number; kind: GenerationKind; themeId: number | null };

function postStart({ workspaceId, kind, themeId }: GenerationStart) {
  const isWholeWorkspace = themeId === null;
  return requestData(`/generator/${kind}/${isWholeWorkspace ? 'by-workspace' : 'by-theme'}`, {
    method: 'POST',
    body: isWholeWorkspace
      ? { workspace_id: workspaceId }
      : { workspace_id: workspaceId, theme_id: themeId },
    schema: GenerationRunSchema,
  });
}

export function useStartGenerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStart,
    onSuccess: async (run, { workspaceId }) => {
      // A poll sent before the run existed must not answer over it.
      await queryClient.cancelQueries({ queryKey: getRunsKey(workspaceId) });
      // The queued run shows at once; with a working run in the list, polls come every 2 s.
      queryClient.setQueryData<GenerationRun[]>(getRunsKey(workspaceId), (runs = []) => [
        run,
        ...runs.filter((item) => item.id !== run.id),
      ]);
    },
  });
}
