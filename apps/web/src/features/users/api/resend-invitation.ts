import { type Language, OkSchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

type ResendBody = { workspace_id: number; user_id: number; lang: Language };

function postResendInvitation(body: ResendBody) {
  return requestData('/invitations/invite/send', { method: 'POST', body, schema: OkSchema });
}

export function useResendInvitationMutation() {
  return useMutation({ mutationFn: postResendInvitation });
}
