import { type PlayLesson, TrackedTimeSchema } from '@slovo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requestData } from '../../../lib/api-client.ts';
import type { ItemSeconds } from '../components/item-times.ts';
import { getPlayLessonKey } from './get-play-lesson.ts';

type TrackTarget = { token: string; workspaceId: number; lessonId: number };

/**
 * Reports each item's seconds on screen (totals, decision 045). A failed report is carried by
 * the next one, so it is quiet; the stored lesson keeps the totals, so the player opened again
 * in this tab goes on from them.
 */
export function usePostTrackedTime({ token, workspaceId, lessonId }: TrackTarget) {
  const queryClient = useQueryClient();
  return useCallback(
    async (items: ItemSeconds[]) => {
      const answer = await requestData('/track', {
        method: 'POST',
        body: { workspace_id: workspaceId, lesson_id: lessonId, items },
        schema: TrackedTimeSchema,
        isSilent: true,
        // The report sent as the tab hides for good (closed, reloaded) still arrives.
        keepalive: true,
      });
      queryClient.setQueryData<PlayLesson>(getPlayLessonKey(token), (current) =>
        current
          ? {
              ...current,
              items: current.items.map((item, index) => ({
                ...item,
                seconds: answer.item_seconds[index] ?? item.seconds,
              })),
            }
          : current,
      );
      return answer;
    },
    [queryClient, token, workspaceId, lessonId],
  );
}
