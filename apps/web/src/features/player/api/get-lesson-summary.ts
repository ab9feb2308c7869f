import { LessonSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

export type LessonRef = { workspaceId: number; lessonId: number };

function getLessonSummaryKey({ workspaceId, lessonId }: LessonRef) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'player', 'lesson', lessonId] as const;
}

/** The leader's view of the lesson: time played so far, finished and done. */
export function useLessonSummary(ref: LessonRef | null) {
  return useQuery({
    queryKey: getLessonSummaryKey(ref ?? { workspaceId: 0, lessonId: 0 }),
    queryFn: ({ signal }) =>
      requestData(`/lesson/${ref?.lessonId}?workspace_id=${ref?.workspaceId}`, {
        signal,
        schema: LessonSchema,
        isSilent: true,
      }),
    enabled: ref !== null,
  });
}
