import { TokenSchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth/token-store.ts';

function postLoginAsUser(userId: number) {
  return requestData('/login-as-user', {
    method: 'POST',
    body: { user_id: userId },
    schema: TokenSchema,
  });
}

export function useLoginAsUserMutation() {
  return useMutation({
    mutationFn: postLoginAsUser,
    onSuccess: ({ token }) => {
      setToken(token);
      // Every cached answer belongs to the manager; a full load of `/` starts as the other user,
      // whose screen shows the banner that leads back.
      window.location.assign('/');
    },
  });
}
