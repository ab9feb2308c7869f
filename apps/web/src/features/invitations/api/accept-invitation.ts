import type { AcceptInviteBodySchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { loadInvitationSchemas } from './load-invitation-schemas.ts';

type AcceptInviteBody = ReturnType<typeof AcceptInviteBodySchema.parse>;

// An invitation used up meanwhile (410 INVALID_INVITATION) turns the page into its status screen.
function postAcceptInvitation(body: AcceptInviteBody) {
  return requestData('/invitations/invite/accept', {
    method: 'POST',
    body,
    schema: () => loadInvitationSchemas().then((schemas) => schemas.TokenSchema),
    handledCodes: ['INVALID_INVITATION'],
  });
}

export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: postAcceptInvitation });
}
