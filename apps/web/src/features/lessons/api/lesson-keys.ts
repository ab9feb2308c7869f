import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/**
 * Every lessons answer of one workspace lives under this key, so a saved lesson refreshes the
 * list, the lesson and the plan's candidates (their use in the plan) with one invalidation.
 */
function getLessonsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'lessons'] as const;
}

export function getLessonListKey(workspaceId: number) {
  return [...getLessonsRootKey(workspaceId), 'list'] as const;
}

export function getLessonKey(workspaceId: number, lessonId: number) {
  return [...getLessonsRootKey(workspaceId), 'detail', lessonId] as const;
}

export function getLessonCandidatesKey(workspaceId: number, lessonId: number) {
  return [...getLessonsRootKey(workspaceId), 'candidates', lessonId] as const;
}
