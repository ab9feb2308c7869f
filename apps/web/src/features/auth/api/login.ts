import { type LoginBody, TokenSchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

function postLogin(body: LoginBody): Promise<{ token: string }> {
  return requestData('/login', { method: 'POST', body, schema: TokenSchema });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
