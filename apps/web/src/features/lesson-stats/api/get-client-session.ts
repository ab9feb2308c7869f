import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

// A link that no longer works (or was mistyped) is explained by the page itself.
const HANDLED_CODES = ['NOT_FOUND', 'VALIDATION_FAILED'] as const;

function getClientSession(token: string, signal: AbortSignal) {
  return requestData(`/client-session/${encodeURIComponent(token)}`, {
    signal,
    schema: () =>
      import('./client-session-schema.ts').then((schemas) => schemas.ClientSessionSchema),
    handledCodes: HANDLED_CODES,
  });
}

/** What a parent sees of one lesson through its link: not workspace data, so its own key. */
export function useClientSession(token: string) {
  return useQuery({
    queryKey: ['client-session', token],
    queryFn: ({ signal }) => getClientSession(token, signal),
  });
}
