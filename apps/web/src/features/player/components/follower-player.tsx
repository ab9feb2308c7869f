import { Badge, Group } from '@mantine/core';
import type { PlayLesson } from '@slovo/contracts';
import { IconEye, IconPlugConnectedX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPlayLessonKey } from '../api/get-play-lesson.ts';
import { postShown } from '../api/report-shown.ts';
import classes from './player.module.css';
import { PlayerFrame } from './player-frame.tsx';
import { PlayerStage } from './player-stage.tsx';
import { EmptyLessonMessage, FollowerEnd } from './player-status.tsx';
import { findStepIndex, listSteps } from './player-steps.ts';
import { useFollowPosition } from './use-follow-position.ts';
import { useWakeLock } from './use-wake-lock.ts';

type FollowerPlayerProps = { token: string; play: PlayLesson };

/** The child's screen: shows whatever slide the teacher shows, and the end when they finish. */
export function FollowerPlayer({ token, play }: FollowerPlayerProps) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const { position, isReconnecting, viewerId, connections } = useFollowPosition(
    token,
    play.position,
  );
  const steps = useMemo(() => listSteps(play.items), [play.items]);
  const index = findStepIndex(steps, position);
  const step = steps[index];
  const isFinished = position.is_finished;
  useWakeLock(!isFinished);

  // The teacher moved to an item this page does not have: the lesson was prepared or changed
  // since the page opened.
  useEffect(() => {
    if (position === play.position || position.item < play.items.length) return;
    void queryClient.invalidateQueries({ queryKey: getPlayLessonKey(token) });
  }, [position, play.position, play.items.length, queryClient, token]);

  // The teacher sees which slide this screen shows: told once it is on screen, and again on
  // every (re)connection of the stream.
  const shownItem = step?.item;
  const shownSlide = step?.slide;
  useEffect(() => {
    if (connections === 0 || shownItem === undefined || shownSlide === undefined) return;
    postShown(token, viewerId, { item: shownItem, slide: shownSlide }).catch(() => {});
  }, [token, viewerId, connections, shownItem, shownSlide]);

  const title = play.title || t('player:lessonNumber', { number: play.number });
  const item = step ? play.items[step.item] : undefined;

  return (
    <PlayerFrame
      mode="follower"
      title={title}
      subtitle={
        !isFinished && (
          <span className={classes.following} data-testid="player-follower">
            <IconEye size={16} />
            {t('player:follower.following')}
            <span className={classes.liveDot} aria-hidden="true" />
          </span>
        )
      }
      actions={
        isReconnecting && (
          <Group gap={4}>
            <Badge
              color="orange"
              variant="filled"
              leftSection={<IconPlugConnectedX size={14} />}
              data-testid="player-reconnecting"
            >
              {t('player:follower.reconnecting')}
            </Badge>
          </Group>
        )
      }
      progress={isFinished || !step ? null : ((index + 1) / steps.length) * 100}
      progressLabel={t('player:progress', { current: index + 1, total: steps.length })}
    >
      {isFinished ? (
        <FollowerEnd childName={play.child_name} />
      ) : step && item ? (
        <PlayerStage presentation={item.presentation} step={step} />
      ) : (
        <EmptyLessonMessage />
      )}
    </PlayerFrame>
  );
}
