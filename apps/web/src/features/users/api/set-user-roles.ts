import { ProjectUserSchema, type SetRolesBodySchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjectUsers } from './get-project-users.ts';

type SetRolesBody = ReturnType<typeof SetRolesBodySchema.parse>;

function putUserRoles(body: SetRolesBody) {
  return requestData('/users/user', { method: 'PUT', body, schema: ProjectUserSchema });
}

export function useSetUserRolesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserRoles,
    onSuccess: (user, body) => refreshProjectUsers(queryClient, body.workspace_id, user),
  });
}
