import { SHARE_TOKEN_PATTERN } from '@slovo/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { isDeadLinkError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth/token-store.ts';
import { useParentLanguage } from '../../../lib/use-parent-language.ts';
import { usePlayLesson } from '../api/get-play-lesson.ts';
import { FollowerPlayer } from '../components/follower-player.tsx';
import type { RenderReport } from '../components/leader-player.tsx';
import { PlayerLinkBroken, PlayerLoadError, PlayerLoading } from '../components/player-status.tsx';

const loadLeaderScreen = () => import('../components/leader-screen.tsx');
const LeaderScreen = lazy(() =>
  loadLeaderScreen().then((module) => ({ default: module.LeaderScreen })),
);

/**
 * Spec 2 `/play-lesson/{lessonId}` (the lesson's link token): a signed-in teacher of the
 * lesson's project leads, anyone else with the link follows the teacher's screen.
 */
export function PlayLessonPage({ renderReport }: { renderReport?: RenderReport } = {}) {
  const { lessonId: token = '' } = useParams();
  const isWellFormed = SHARE_TOKEN_PATTERN.test(token);
  const query = usePlayLesson(token, isWellFormed);
  const play = query.data;
  // Only a signed-in teacher can lead: their player's chunk comes alongside the lesson's answer
  // instead of after it. The child's screen never asks for it.
  useEffect(() => {
    if (getToken() !== null) void loadLeaderScreen();
  }, []);
  // The follower's screen speaks the student's language; the teacher keeps their own.
  const isLanguageReady = useParentLanguage(
    play === undefined ? undefined : play.is_leader ? null : play.language,
  );

  if (!isWellFormed || isDeadLinkError(query.error)) return <PlayerLinkBroken />;
  if (query.isPending || (play && !isLanguageReady)) return <PlayerLoading />;
  if (query.isError || !play) {
    return (
      <PlayerLoadError
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (play.is_leader && play.lesson_id !== null && play.workspace_id !== null) {
    return (
      <Suspense fallback={<PlayerLoading />}>
        <LeaderScreen
          token={token}
          play={play}
          workspaceId={play.workspace_id}
          lessonId={play.lesson_id}
          {...(renderReport ? { renderReport } : {})}
        />
      </Suspense>
    );
  }
  return <FollowerPlayer token={token} play={play} />;
}
