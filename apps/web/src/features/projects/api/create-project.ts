import { type WorkspaceInputSchema, WorkspaceSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjects } from './get-projects.ts';

export type ProjectInput = ReturnType<typeof WorkspaceInputSchema.parse>;

function postProject(body: ProjectInput) {
  return requestData('/workspaces', { method: 'POST', body, schema: WorkspaceSchema });
}

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
