import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/**
 * The microblock answers of one workspace. The lists of the exercises feature live under the
 * same key, so a saved microblock or decision refreshes them with one invalidation.
 */
export function getExercisesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'exercises'] as const;
}

/** Microblocks are read and saved as their author (3) or as a moderator (2): the `role_id`. */
export type ExerciseRoleId = 2 | 3;
