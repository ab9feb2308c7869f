import type { PasswordResetCompleteBody } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { loadAuthSchemas } from './load-auth-schemas.ts';

// A link used up meanwhile (410 INVALID_RESET_LINK) turns the page into its status screen.
function postPasswordResetComplete(body: PasswordResetCompleteBody) {
  return requestData('/password-reset/complete', {
    method: 'POST',
    body,
    schema: () => loadAuthSchemas().then((schemas) => schemas.OkSchema),
    handledCodes: ['INVALID_RESET_LINK'],
  });
}

export function useCompletePasswordResetMutation() {
  return useMutation({ mutationFn: postPasswordResetComplete });
}
