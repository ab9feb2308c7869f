import { type InviteBodySchema, InviteResultSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { refreshProjectUsers } from './get-project-users.ts';

export type InviteBody = ReturnType<typeof InviteBodySchema.parse>;

// USER_EXISTS goes under the e-mail field and ACCOUNT_EXISTS opens the confirm step, so neither
// is also a red notification.
function postInvite(body: InviteBody) {
  return requestData('/invitations/invite', {
    method: 'POST',
    body,
    schema: InviteResultSchema,
    handledCodes: ['USER_EXISTS', 'ACCOUNT_EXISTS'],
  });
}

export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInvite,
    onSuccess: (_result, body) => refreshProjectUsers(queryClient, body.workspace_id),
  });
}
