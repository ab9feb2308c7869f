import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { getPlayLessonKey } from '../api/get-play-lesson.ts';
import { postPosition, type SlidePosition } from '../api/move-position.ts';

/** A teacher flicking through slides sends only where they stop. */
const POSITION_DEBOUNCE_MS = 150;

/** Tells the followers every move of the leader, a moment after the slides stop turning. */
export function usePositionSync(token: string) {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (position: SlidePosition) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        postPosition(token, position).catch((error: unknown) => {
          // Finished in another tab: reload the lesson, which then shows its summary.
          if (isApiError(error) && error.code === 'LESSON_FINISHED') {
            void queryClient.invalidateQueries({ queryKey: getPlayLessonKey(token) });
          }
        });
      }, POSITION_DEBOUNCE_MS);
    },
    [token, queryClient],
  );
}
