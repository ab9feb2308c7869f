import { WorkspaceSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjects } from './get-projects.ts';

function postArchiveProject(workspaceId: number) {
  return requestData(`/workspaces/${workspaceId}/archive`, {
    method: 'POST',
    schema: WorkspaceSchema,
  });
}

export function useArchiveProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postArchiveProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
