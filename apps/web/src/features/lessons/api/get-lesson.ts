import { LessonSchema } from '@slovo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getLessonKey } from './lesson-keys.ts';

// A lesson of another project or a deleted one shows as "not found" in the page itself.
const HANDLED_CODES = ['NOT_FOUND'] as const;

function getLesson(workspaceId: number, lessonId: number, signal: AbortSignal) {
  return requestData(`/lesson/${lessonId}?workspace_id=${workspaceId}`, {
    signal,
    schema: LessonSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** The list's play action reads the lesson's link through the same cache entry as the editor. */
export function getLessonQueryOptions(workspaceId: number, lessonId: number) {
  return queryOptions({
    queryKey: getLessonKey(workspaceId, lessonId),
    queryFn: ({ signal }) => getLesson(workspaceId, lessonId, signal),
  });
}

/** One lesson with its plan's blocks and the presentations chosen so far. */
export function useLesson(workspaceId: number, lessonId: number) {
  return useQuery({
    ...getLessonQueryOptions(workspaceId, lessonId),
    enabled: Number.isInteger(lessonId),
  });
}
