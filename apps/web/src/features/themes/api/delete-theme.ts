import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getThemesRootKey } from './get-themes.ts';

type ThemeDeletion = { workspaceId: number; id: number };

function deleteTheme({ workspaceId, id }: ThemeDeletion) {
  return requestData(`/themes/${id}?workspace_id=${workspaceId}`, {
    method: 'DELETE',
    schema: OkSchema,
  });
}

/** Deletes an interest together with the themed microblocks made for it. */
export function useDeleteThemeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    onSuccess: (_ok, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getThemesRootKey(workspaceId) }),
  });
}
