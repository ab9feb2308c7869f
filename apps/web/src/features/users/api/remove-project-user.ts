import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { refreshProjectUsers } from './get-project-users.ts';

type ProjectUserRef = { workspace_id: number; user_id: number };

function deleteProjectUser(ref: ProjectUserRef) {
  return requestData(`/users/user?${buildQueryString(ref)}`, {
    method: 'DELETE',
    schema: OkSchema,
  });
}

export function useRemoveProjectUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectUser,
    onSuccess: (_ok, ref) => refreshProjectUsers(queryClient, ref.workspace_id),
  });
}
