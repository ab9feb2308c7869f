import type { RoleId } from '@slovo/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';

/** The roles the caller holds in a workspace; a workspace they have no place in does not exist. */
export function getWorkspaceRoles(auth: AuthContext, workspaceId: number): readonly RoleId[] {
  const place = auth.user.workspaces.find((w) => w.workspaceId === workspaceId);
  if (!place) throw new AppError('NOT_FOUND');
  return place.roles;
}

/** The caller must hold `role` in the workspace (403), and have a place in it at all (404). */
export function assertWorkspaceRole(auth: AuthContext, workspaceId: number, role: RoleId) {
  if (!getWorkspaceRoles(auth, workspaceId).includes(role)) throw new AppError('FORBIDDEN');
}
