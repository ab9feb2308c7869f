import { LessonMarkSchema, type PlayLesson, type SlideMark } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getPlayLessonKey } from './get-play-lesson.ts';

export type MarkChange = { item: number; slide: number; mark: SlideMark | null };

function putMark(token: string, change: MarkChange) {
  return requestData(`/play-lesson/${encodeURIComponent(token)}/marks`, {
    method: 'PUT',
    body: change,
    schema: LessonMarkSchema.array(),
  });
}

function applyMark(lesson: PlayLesson, { item, slide, mark }: MarkChange): PlayLesson {
  const others = lesson.marks.filter((entry) => entry.item !== item || entry.slide !== slide);
  return { ...lesson, marks: mark ? [...others, { item, slide, mark }] : others };
}

/**
 * A tap shows at once (the teacher marks while the child answers); a refused change puts the
 * marks back as the server has them.
 */
export function useSaveMarkMutation(token: string) {
  const queryClient = useQueryClient();
  const key = getPlayLessonKey(token);
  return useMutation({
    mutationFn: (change: MarkChange) => putMark(token, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlayLesson>(key);
      if (previous) queryClient.setQueryData<PlayLesson>(key, applyMark(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (marks) => {
      queryClient.setQueryData<PlayLesson>(key, (current) =>
        current ? { ...current, marks } : current,
      );
    },
  });
}
