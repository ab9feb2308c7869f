import { WorkspaceSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjects } from './get-projects.ts';

function postRestoreProject(workspaceId: number) {
  return requestData(`/workspaces/${workspaceId}/restore`, {
    method: 'POST',
    schema: WorkspaceSchema,
  });
}

export function useRestoreProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRestoreProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
