import type { JoinInviteBodySchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { loadInvitationSchemas } from './load-invitation-schemas.ts';

type JoinInviteBody = ReturnType<typeof JoinInviteBodySchema.parse>;

// Both refusals are shown on the page itself, with what to do next.
function postJoinInvitation(body: JoinInviteBody) {
  return requestData('/invitations/invite/join', {
    method: 'POST',
    body,
    schema: () => loadInvitationSchemas().then((schemas) => schemas.OkSchema),
    handledCodes: ['INVALID_INVITATION', 'INVITATION_FOR_ANOTHER_ACCOUNT'],
  });
}

export function useJoinInvitationMutation() {
  return useMutation({ mutationFn: postJoinInvitation });
}
