import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';
import type { LessonRef } from './get-lesson-summary.ts';
import { getPlayLessonKey } from './get-play-lesson.ts';

type LessonAction = LessonRef & { token: string };

function postLessonAction(path: '/lesson/finish' | '/done', { workspaceId, lessonId }: LessonRef) {
  return requestData(path, {
    method: 'POST',
    body: { workspace_id: workspaceId, lesson_id: lessonId },
    schema: OkSchema,
  });
}

/**
 * Finishing or marking done changes the lesson everywhere: the player (followers see the end)
 * and the project's lesson lists.
 */
function useLessonAction(path: '/lesson/finish' | '/done') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LessonAction) => postLessonAction(path, action),
    onSettled: (_result, _error, { token, workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPlayLessonKey(token) }),
        queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_KEY, workspaceId] }),
      ]),
  });
}

/** Ends the lesson: the child's screen shows the end. */
export function useFinishLessonMutation() {
  return useLessonAction('/lesson/finish');
}

/** Held and its results recorded (finishes it too when it was not). */
export function useMarkLessonDoneMutation() {
  return useLessonAction('/done');
}
