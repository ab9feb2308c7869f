import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/**
 * Every answer about the students of one workspace (lists, one student, their plans and lessons)
 * lives under this key, so a saved or archived student refreshes them with one invalidation.
 */
export function getClientsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'clients'] as const;
}

export function getClientKey(workspaceId: number, clientId: number) {
  return [...getClientsRootKey(workspaceId), 'detail', clientId] as const;
}
