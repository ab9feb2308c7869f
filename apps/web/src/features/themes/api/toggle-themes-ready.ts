import { CountSchema, type Theme } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getThemesListKey, getThemesRootKey } from './get-themes.ts';

type ReadyChange = { workspaceId: number; ids: number[]; isReady: boolean };

/** All or nothing: one interest the workspace does not own keeps every one of them as it was. */
function postToggleReady({ workspaceId, ids, isReady }: ReadyChange) {
  return requestData('/themes/toggle-ready', {
    method: 'POST',
    body: { workspace_id: workspaceId, ids, is_ready: isReady },
    schema: CountSchema,
  });
}

/**
 * The switches move at once, as switches do; a refused change puts them back (the server's
 * message says why).
 */
export function useToggleThemesReadyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postToggleReady,
    onMutate: async ({ workspaceId, ids, isReady }) => {
      const key = getThemesListKey(workspaceId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Theme[]>(key);
      const changed = new Set(ids);
      queryClient.setQueryData<Theme[]>(key, (themes) =>
        themes?.map((theme) => (changed.has(theme.id) ? { ...theme, is_ready: isReady } : theme)),
      );
      return { previous };
    },
    onError: (_error, { workspaceId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(getThemesListKey(workspaceId), context.previous);
      }
    },
    onSettled: (_result, _error, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getThemesRootKey(workspaceId) }),
  });
}
