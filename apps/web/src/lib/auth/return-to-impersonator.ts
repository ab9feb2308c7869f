import { requestData } from '../api-client.ts';
import { setToken } from './token-store.ts';

/** Ends login-as-user: the server revokes this session and signs the original user back in. */
export async function returnToImpersonator(): Promise<void> {
  const { token } = await requestData('/login-as-user/return', {
    method: 'POST',
    schema: () => import('./auth-schemas.ts').then((schemas) => schemas.TokenSchema),
  });
  setToken(token);
  // Every cached answer belongs to the other user; a reload starts clean.
  window.location.reload();
}
