import type { PasswordResetRequestBody } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { loadAuthSchemas } from './load-auth-schemas.ts';

// Too many requests is shown on the form with the time to wait, not as a toast.
function postPasswordResetRequest(body: PasswordResetRequestBody) {
  return requestData('/password-reset', {
    method: 'POST',
    body,
    schema: () => loadAuthSchemas().then((schemas) => schemas.OkSchema),
    handledCodes: ['TOO_MANY_RESET_REQUESTS', 'VALIDATION_FAILED'],
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: postPasswordResetRequest });
}
