import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ConfirmModalsProvider } from '../components/confirm-modals-provider.tsx';
import { useAccountLanguage } from '../lib/auth/account-language.ts';
import { getCurrentUserQueryOptions, isSessionEnded } from '../lib/auth/current-user.ts';
import type { LogoutState } from '../lib/auth/end-session.ts';
import { SessionProvider } from '../lib/auth/session.tsx';
import { useToken } from '../lib/auth/token-store.ts';
import { AppLayout } from './shell/app-layout.tsx';

/**
 * Spec 2 access rules: no token goes to /login; the shell shows loaders while the token is
 * checked; a refused token (401) goes to /logout. Any other failure (a deploy, the database
 * down, a server error, a lost connection) keeps the session: the unavailable window waits for
 * the app and the check is made again. The router loads this module with the staff shell only
 * for signed-in routes, so public pages never download it (decision 027).
 */
export function ProtectedLayout() {
  const token = useToken();
  const userQuery = useQuery({ ...getCurrentUserQueryOptions(), enabled: token !== null });
  // Signed in on any browser, the interface speaks the account's language.
  useAccountLanguage(userQuery.data ?? null);

  if (token === null) return <Navigate to="/login" replace />;
  if (userQuery.isError && isSessionEnded(userQuery.error)) {
    const state: LogoutState = { isSessionExpired: true };
    return <Navigate to="/logout" replace state={state} />;
  }
  return (
    <SessionProvider user={userQuery.data ?? null}>
      <ConfirmModalsProvider>
        <AppLayout />
      </ConfirmModalsProvider>
    </SessionProvider>
  );
}
