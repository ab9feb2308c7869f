import { InviteResultSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjectUsers } from './get-project-users.ts';
import type { InviteBody } from './invite-user.ts';

/** Adds an account that exists outside the project, after the inviter confirmed it. */
function postInviteExisting(body: InviteBody) {
  return requestData('/invitations/invite/existing-user', {
    method: 'POST',
    body,
    schema: InviteResultSchema,
  });
}

export function useInviteExistingUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInviteExisting,
    onSuccess: (_result, body) => refreshProjectUsers(queryClient, body.workspace_id),
  });
}
