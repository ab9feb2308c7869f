import { ProjectUserSchema, type RemoveRoleBodySchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjectUsers } from './get-project-users.ts';

type RemoveRoleBody = ReturnType<typeof RemoveRoleBodySchema.parse>;

// A refused last role (409 LAST_ROLE) is shown by the client's error notification, with the
// server's wording.
function postRemoveRole(body: RemoveRoleBody) {
  return requestData('/users/user/remove-role', {
    method: 'POST',
    body,
    schema: ProjectUserSchema,
  });
}

export function useRemoveUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveRole,
    onSuccess: (user, body) => refreshProjectUsers(queryClient, body.workspace_id, user),
  });
}
