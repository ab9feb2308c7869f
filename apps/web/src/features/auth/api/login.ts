import type { LoginBody } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { loadAuthSchemas } from './load-auth-schemas.ts';

function postLogin(body: LoginBody): Promise<{ token: string }> {
  return requestData('/login', {
    method: 'POST',
    body,
    schema: () => loadAuthSchemas().then((schemas) => schemas.TokenSchema),
    // The form shows these refusals above its fields (the wait in the user's words).
    handledCodes: [
      'INVALID_CREDENTIALS',
      'USER_INACTIVE',
      'TOO_MANY_LOGIN_ATTEMPTS',
      'VALIDATION_FAILED',
    ],
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
