import { useQuery } from '@tanstack/react-query';
import { FAMILY_LINK_HANDLED_CODES, requestData } from '../../../lib/api-client.ts';
import { loadPlayerSchemas } from './load-player-schemas.ts';

/** Not under the workspace key: the link is public and the follower has no workspace. */
export function getPlayLessonKey(token: string) {
  return ['play-lesson', token] as const;
}

function getPlayLesson(token: string, signal: AbortSignal) {
  return requestData(`/play-lesson/${encodeURIComponent(token)}`, {
    signal,
    schema: () => loadPlayerSchemas().then((schemas) => schemas.PlayLessonSchema),
    handledCodes: FAMILY_LINK_HANDLED_CODES,
  });
}

/**
 * The lesson behind a link. The stored sign-in goes along: a teacher of the lesson's project
 * gets the leader's answer (ids, marks), anyone else the follower's.
 */
export function usePlayLesson(token: string, isEnabled: boolean) {
  return useQuery({
    queryKey: getPlayLessonKey(token),
    queryFn: ({ signal }) => getPlayLesson(token, signal),
    enabled: isEnabled,
    // The leader's own moves and marks are the truth while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
