import { type AppRoute, canAccessRoute, resolveIndexPath } from '@slovo/contracts';
import { Navigate, Outlet } from 'react-router';
import { NoAccessView } from '../components/no-access-view.tsx';
import { useSession } from '../lib/auth/session.tsx';

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
