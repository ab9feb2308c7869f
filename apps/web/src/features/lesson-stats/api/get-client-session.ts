import { useQuery } from '@tanstack/react-query';
import { FAMILY_LINK_HANDLED_CODES, requestData } from '../../../lib/api-client.ts';

function getClientSession(token: string, signal: AbortSignal) {
  return requestData(`/client-session/${encodeURIComponent(token)}`, {
    signal,
    schema: () =>
      import('./client-session-schema.ts').then((schemas) => schemas.ClientSessionSchema),
    handledCodes: FAMILY_LINK_HANDLED_CODES,
  });
}

/** What a parent sees of one lesson through its link: not workspace data, so its own key. */
export function useClientSession(token: string) {
  return useQuery({
    queryKey: ['client-session', token],
    queryFn: ({ signal }) => getClientSession(token, signal),
  });
}
