import { type Lesson, LessonSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getLessonCandidatesKey, getLessonKey, getLessonListKey } from './lesson-keys.ts';

type Regeneration = { made: number; failed: number; lesson: Lesson };

/** `{made, failed, lesson}`: the counts checked here, the lesson by its contracts schema. */
const RegenerationSchema = {
  parse(value: unknown): Regeneration {
    const { made, failed, lesson } = (value ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(made) || !Number.isInteger(failed)) {
      throw new Error('generate-before-lesson answered without its counts');
    }
    return { made: made as number, failed: failed as number, lesson: LessonSchema.parse(lesson) };
  },
};

type RegenerationRequest = { workspaceId: number; lessonId: number };

function postGenerateBeforeLesson({ workspaceId, lessonId }: RegenerationRequest) {
  return requestData(`/generator/generate-before-lesson/${lessonId}`, {
    method: 'POST',
    body: { workspace_id: workspaceId },
    schema: RegenerationSchema,
  });
}

/**
 * Makes the student's missing themed versions of the saved presentations (may take seconds); the
 * lesson then plays them. The API client raises no toast for this call: the page reports it.
 */
export function useRegenerateLessonMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGenerateBeforeLesson,
    onSuccess: async ({ lesson }, { workspaceId, lessonId }) => {
      queryClient.setQueryData(getLessonKey(workspaceId, lessonId), lesson);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getLessonListKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: getLessonCandidatesKey(workspaceId, lessonId) }),
      ]);
    },
  });
}
