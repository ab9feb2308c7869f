import { ProjectUserSchema, type SetActiveBodySchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjectUsers } from './get-project-users.ts';

type SetActiveBody = ReturnType<typeof SetActiveBodySchema.parse>;

function postUserActive(body: SetActiveBody) {
  return requestData('/users/user/active', { method: 'POST', body, schema: ProjectUserSchema });
}

export function useSetUserActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserActive,
    onSuccess: (user, body) => refreshProjectUsers(queryClient, body.workspace_id, user),
  });
}
