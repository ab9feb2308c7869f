import { STORAGE_KEYS } from '@slovo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { requestDataOrNull } from '../api-client.ts';
import { getUiLanguage } from '../i18n.ts';
import { removeStorage } from '../local-storage.ts';
import { formatMessage } from '../messages.ts';
import { notify } from '../notify.ts';
import { clearToken, getToken } from './token-store.ts';

/** Router state telling the logout screen why it was opened. */
export type LogoutState = { isSessionExpired: boolean };

/**
 * Signs the user out locally. A deliberate logout also revokes the token on the server; an expired
 * session has nothing left to revoke and tells the user why they are back at the sign-in screen.
 */
export async function endSession(
  queryClient: QueryClient,
  { isSessionExpired }: LogoutState,
): Promise<void> {
  if (isSessionExpired) {
    notify({
      id: 'session-expired',
      color: 'red',
      message: formatMessage('SESSION_EXPIRED', getUiLanguage()),
    });
  } else if (getToken()) {
    // Best effort: the token is dropped locally whatever the server answers.
    await requestDataOrNull('/logout', { method: 'POST' });
    // Unsaved edits of a child's diagnostic card do not outlive a deliberate sign-out; an expired
    // session keeps them for the same account's next sign-in (decision 036).
    removeStorage(STORAGE_KEYS.diagnosticCardDrafts);
  }
  clearToken();
  queryClient.clear();
}
