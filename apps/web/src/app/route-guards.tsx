import { type AppRoute, canAccessRoute, resolveIndexPath } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { NoAccessView } from '../components/no-access-view.tsx';
import { useAccountLanguage } from '../lib/auth/account-language.ts';
import { getCurrentUserQueryOptions, isSessionEnded } from '../lib/auth/current-user.ts';
import type { LogoutState } from '../lib/auth/end-session.ts';
import { SessionProvider, useSession } from '../lib/auth/session.tsx';
import { useToken } from '../lib/auth/token-store.ts';
import { AppLayout } from './shell/app-layout.tsx';

/**
 * Spec 2 access rules: no token goes to /login; the shell shows loaders while the token is
 * checked; a refused token (401) goes to /logout. Any other failure (a deploy, the database
 * down, a server error, a lost connection) keeps the session: the unavailable window waits for
 * the app and the check is made again.
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
      <AppLayout />
    </SessionProvider>
  );
}

/** `/` opens the index screen of the user's effective role. */
export function IndexRedirect() {
  const { effectiveRole, roles } = useSession();
  const indexPath = resolveIndexPath(effectiveRole, roles);
  return indexPath ? <Navigate to={indexPath} replace /> : <NoAccessView />;
}

/** A role without access to the path goes to `/`. */
export function RoleGuard({ route }: { route: AppRoute }) {
  const { roles } = useSession();
  return canAccessRoute(route, roles) ? <Outlet /> : <Navigate to="/" replace />;
}
