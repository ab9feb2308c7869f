import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { loadInvitationSchemas } from './load-invitation-schemas.ts';

// An invalid invitation (410 INVALID_INVITATION) is the page's own status screen, not a toast.
function getInvitationPreview(token: string, signal: AbortSignal) {
  return requestData(`/invitations/invite/check?${buildQueryString({ token })}`, {
    signal,
    schema: () => loadInvitationSchemas().then((schemas) => schemas.InvitationPreviewSchema),
    handledCodes: ['INVALID_INVITATION'],
  });
}

/** The cached answer about `token`'s invitation. */
export function getInvitationQueryKey(token: string) {
  return ['invitation', token] as const;
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: getInvitationQueryKey(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    // A used invitation stays used: checking it again in the background would only flip a form
    // the invitee is filling into the error screen.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
