import { WorkspaceSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import type { ProjectInput } from './create-project.ts';
import { refreshProjects } from './get-projects.ts';

type ProjectUpdate = { workspaceId: number; input: ProjectInput };

function putProject({ workspaceId, input }: ProjectUpdate) {
  return requestData(`/workspaces/${workspaceId}`, {
    method: 'PUT',
    body: input,
    schema: WorkspaceSchema,
  });
}

export function useUpdateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProject,
    onSuccess: () => refreshProjects(queryClient),
  });
}
