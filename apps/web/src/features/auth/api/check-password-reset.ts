import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { loadAuthSchemas } from './load-auth-schemas.ts';

// A used or expired link (410 INVALID_RESET_LINK) is the page's own status screen, not a toast.
function getPasswordResetPreview(token: string, signal: AbortSignal) {
  return requestData(`/password-reset/check?${buildQueryString({ token })}`, {
    signal,
    schema: () => loadAuthSchemas().then((schemas) => schemas.PasswordResetPreviewSchema),
    handledCodes: ['INVALID_RESET_LINK'],
  });
}

export function usePasswordResetPreview(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) => getPasswordResetPreview(token, signal),
    // Checked once: a background check after the password is set would flip the page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
