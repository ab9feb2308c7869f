import { getAvailableWorkspaces } from '@slovo/contracts';
import type { SessionHit } from '../../lib/read-caches.ts';
import type { ActingScope } from '../users/users.service.ts';

/**
 * Where an acting session may work right now (decision 014): root acts unconfined; anyone else
 * only in the workspaces fixed when the session started, where they still manage the user and
 * the user still works. `ended` when nothing is left, the impersonator was deactivated or the
 * user became root; null for a session that is not acting.
 */
export function resolveActingScope(hit: SessionHit): ActingScope | null | 'ended' {
  const { session, user, impersonator } = hit;
  if (session.impersonatorId === null) return null;
  if (!impersonator?.isActive || user.isRoot) return 'ended';
  const summary = { id: impersonator.id, name: impersonator.name, email: impersonator.email };
  if (impersonator.isRoot) return { impersonator: summary, workspaceIds: null };
  const reach = new Set(session.actingWorkspaceIds ?? []);
  const workspaceIds = getAvailableWorkspaces(hit.assignments)
    .map((w) => w.workspaceId)
    .filter((id) => reach.has(id) && impersonator.managedWorkspaceIds.includes(id));
  return workspaceIds.length > 0 ? { impersonator: summary, workspaceIds } : 'ended';
}
