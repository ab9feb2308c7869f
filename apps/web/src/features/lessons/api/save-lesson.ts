import { type LessonInput, LessonSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getLessonCandidatesKey, getLessonKey, getLessonListKey } from './lesson-keys.ts';

type LessonSave = { lessonId: number; body: LessonInput & { workspace_id: number } };

// Refusals are listed with the lesson's own problems above the blocks, not as a toast.
const HANDLED_CODES = [
  'VALIDATION_FAILED',
  'LESSON_EMPTY',
  'LESSON_BLOCK_BELOW_MIN',
  'LESSON_BLOCK_ABOVE_MAX',
  'LESSON_USAGE_EXCEEDED',
  'LESSON_EXERCISE_NOT_ALLOWED',
  'LESSON_FINISHED',
  'PLAN_NOT_FILLED',
] as const;

function putLesson({ lessonId, body }: LessonSave) {
  return requestData(`/lesson/${lessonId}`, {
    method: 'PUT',
    body,
    schema: LessonSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** Saves the lesson whole: title, time and the presentations of every block, in order. */
export function useSaveLessonMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLesson,
    // A refusal usually means the plan changed meanwhile (another lesson took a microblock's last
    // use, the plan was reopened): fresh answers let the editor show what is wrong now.
    onError: (_error, { lessonId, body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getLessonKey(body.workspace_id, lessonId) }),
        queryClient.invalidateQueries({
          queryKey: getLessonCandidatesKey(body.workspace_id, lessonId),
        }),
      ]),
    onSuccess: async (lesson, { lessonId, body }) => {
      queryClient.setQueryData(getLessonKey(body.workspace_id, lessonId), lesson);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getLessonListKey(body.workspace_id) }),
        queryClient.invalidateQueries({
          queryKey: getLessonCandidatesKey(body.workspace_id, lessonId),
        }),
      ]);
    },
  });
}
