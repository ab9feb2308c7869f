import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { getLessonQueryOptions } from '../api/get-lesson.ts';

/**
 * Opens a lesson's player in a new tab from a list row, which does not carry the link. The tab
 * opens at the click (a tab opened after a network wait is taken for a pop-up and blocked) and
 * is sent to the player once the lesson has answered; it closes again if it cannot be.
 */
export function usePlayLesson(workspaceId: number) {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const play = async (lessonId: number) => {
    const tab = window.open('', '_blank');
    setPendingId(lessonId);
    try {
      const lesson = await queryClient.fetchQuery(getLessonQueryOptions(workspaceId, lessonId));
      if (tab) {
        tab.opener = null;
        tab.location.href = lesson.play_url;
      } else {
        window.location.assign(lesson.play_url);
      }
    } catch (error) {
      tab?.close();
      // Other failures are already shown by the API client.
      if (isApiError(error) && error.code === 'NOT_FOUND') {
        notify({ color: 'red', message: error.message });
      }
    } finally {
      setPendingId(null);
    }
  };

  return { play, pendingId };
}
