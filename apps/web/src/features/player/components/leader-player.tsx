import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  LESSON_MINUTES,
  type PlayLesson,
  type SlideMark,
} from '@slovo/contracts';
import {
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconClockPause,
  IconFlag,
  IconLink,
  IconPencil,
  IconPlayerStopFilled,
  IconVolume,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useFinishLessonMutation } from '../api/finish-lesson.ts';
import { useLessonSummary } from '../api/get-lesson-summary.ts';
import { useSaveMarkMutation } from '../api/save-mark.ts';
import { usePostTrackedTime } from '../api/track-time.ts';
import { ChildPresenceChip } from './child-presence-chip.tsx';
import { IDLE_LIMIT_SECONDS } from './item-times.ts';
import { LessonSummary } from './lesson-summary.tsx';
import { MarksStrip } from './marks-strip.tsx';
import classes from './player.module.css';
import { PlayerFrame } from './player-frame.tsx';
import { PlayerStage } from './player-stage.tsx';
import { EmptyLessonMessage } from './player-status.tsx';
import { findMark, findStepIndex, formatDuration, listSteps } from './player-steps.ts';
import { useChildPresence } from './use-child-presence.ts';
import { usePlayerKeys } from './use-player-keys.ts';
import { usePositionSync } from './use-position-sync.ts';
import { useSlideAudio } from './use-slide-audio.ts';
import { useTrackTime } from './use-track-time.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** The slide on screen, for a "report a problem" control the app composes in (decision 040). */
export type RenderReport = (target: {
  workspaceId: number;
  exerciseId: number;
  slidePosition: number;
}) => ReactNode;

export type LeaderPlayerProps = {
  token: string;
  play: PlayLesson;
  workspaceId: number;
  lessonId: number;
  renderReport?: RenderReport;
};

/**
 * The teacher's player: turns the slides (the child's screen follows), plays their sounds,
 * marks the child's answers, counts the time and finishes the lesson.
 */
/** Spec 9: a lesson lasts 45-60 minutes; the clock turns yellow at 45 and red past 60. */
function timerColour(seconds: number): string {
  const minutes = seconds / 60;
  if (minutes > LESSON_MINUTES.max) return 'red.4';
  if (minutes >= LESSON_MINUTES.min) return 'yellow.4';
  return 'gray.4';
}

export function LeaderPlayer({
  token,
  play,
  workspaceId,
  lessonId,
  renderReport,
}: LeaderPlayerProps) {
  const { t } = useTranslation('player');
  const steps = useMemo(() => listSteps(play.items), [play.items]);
  const [stepIndex, setStepIndex] = useState(() => findStepIndex(steps, play.position));
  const currentIndex = useRef(stepIndex);
  const [isFinishedHere, setIsFinishedHere] = useState(false);
  const isFinished = play.position.is_finished || isFinishedHere;
  const isPlaying = !isFinished && steps.length > 0;

  const announce = usePositionSync(token);
  const saveMark = useSaveMarkMutation(token);
  const finish = useFinishLessonMutation();
  const lesson = useLessonSummary({ workspaceId, lessonId });
  // Time played before this visit: the clock goes on from it.
  const trackedBefore = useRef<number | null>(null);
  if (trackedBefore.current === null && lesson.data) {
    trackedBefore.current = lesson.data.tracked_seconds;
  }
  const lastIndex = Math.max(steps.length - 1, 0);
  const step = steps[Math.min(stepIndex, lastIndex)] ?? { item: 0, slide: 0 };
  const storedSeconds = useMemo(() => play.items.map((entry) => entry.seconds ?? 0), [play.items]);
  const postTrackedTime = usePostTrackedTime({ token, workspaceId, lessonId });
  const time = useTrackTime({
    isActive: isPlaying,
    item: step.item,
    stored: storedSeconds,
    onReport: postTrackedTime,
  });
  useWakeLock(isPlaying);
  const presence = useChildPresence({ workspaceId, lessonId, isActive: isPlaying });
  const playedSeconds = (trackedBefore.current ?? 0) + time.elapsed;

  const item = play.items[step.item];
  const slide = item?.presentation.slides[step.slide];

  const move = useCallback(
    (delta: number) => {
      const next = Math.min(Math.max(currentIndex.current + delta, 0), lastIndex);
      const target = steps[next];
      if (next === currentIndex.current || !target) return;
      currentIndex.current = next;
      setStepIndex(next);
      announce(target);
    },
    [steps, lastIndex, announce],
  );
  const goPrevious = useCallback(() => move(-1), [move]);
  const goNext = useCallback(() => move(1), [move]);
  usePlayerKeys({ onPrevious: goPrevious, onNext: goNext, isEnabled: isPlaying });

  const audio = useSlideAudio({
    urls: slide?.audio_urls ?? [],
    slideKey: `${step.item}-${step.slide}`,
    shouldAutoplay: isPlaying,
  });

  const title = play.title || t('player:lessonNumber', { number: play.number });

  if (isFinished) {
    return (
      <PlayerFrame mode="leader" title={title} subtitle={play.child_name} progress={null}>
        <LessonSummary
          token={token}
          workspaceId={workspaceId}
          lessonId={lessonId}
          marks={play.marks}
          sessionSeconds={playedSeconds}
        />
      </PlayerFrame>
    );
  }

  if (!item) {
    return (
      <PlayerFrame mode="leader" title={title} subtitle={play.child_name} progress={null}>
        <EmptyLessonMessage
          action={
            <Button
              component={Link}
              to={buildPath('editLesson', { lessonId })}
              variant="white"
              leftSection={<IconPencil size={18} />}
              data-testid="player-prepare"
            >
              {t('player:empty.prepare')}
            </Button>
          }
        />
      </PlayerFrame>
    );
  }

  const mark = findMark(play.marks, step);
  const changeMark = (next: SlideMark | null) =>
    saveMark.mutate({ item: step.item, slide: step.slide, mark: next });

  const copyLink = async () => {
    // The server knows the app's public address; this page's own is the fallback.
    const url =
      lesson.data?.play_url ??
      `${window.location.origin}${buildPath('playLesson', { lessonId: token })}`;
    try {
      await navigator.clipboard.writeText(url);
      notify({ color: 'teal', message: t('player:copyLink.done') });
    } catch {
      notify({ color: 'orange', title: t('player:copyLink.failed'), message: url });
    }
  };

  const confirmFinish = () =>
    modals.openConfirmModal({
      title: t('player:finish.title'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('player:finish.text')}</Text>,
      labels: { confirm: t('player:finish.confirm'), cancel: t('player:finish.cancel') },
      confirmProps: { 'data-testid': 'player-finish-confirm' },
      onConfirm: async () => {
        // The last seconds count before the lesson closes (the server refuses time after it).
        await time.flush().catch(() => {});
        finish.mutate(
          { token, workspaceId, lessonId },
          { onSuccess: () => setIsFinishedHere(true) },
        );
      },
    });

  const slideCount = Math.max(item.presentation.slides.length, 1);
  const audioLabel = !audio.hasAudio
    ? t('player:audio.none')
    : audio.isPlaying
      ? t('player:audio.stop')
      : audio.isBlocked
        ? t('player:audio.blocked')
        : t('player:audio.play');
  const isAtEnd = stepIndex >= lastIndex;

  return (
    <PlayerFrame
      mode="leader"
      title={title}
      subtitle={
        <Group gap={6} wrap="nowrap">
          <Text span inherit truncate>
            {play.child_name}
          </Text>
          <Text span inherit>
            ·
          </Text>
          <Text
            span
            inherit
            fw={600}
            c="gray.2"
            style={{ flexShrink: 0 }}
            data-testid="player-counter"
          >
            {t('player:counter', {
              item: step.item + 1,
              items: play.items.length,
              slide: step.slide + 1,
              slides: slideCount,
            })}
          </Text>
          <Text span inherit truncate visibleFrom="sm" data-testid="player-item-title">
            · {item.title}
          </Text>
        </Group>
      }
      progress={((stepIndex + 1) / steps.length) * 100}
      progressLabel={t('player:progress', { current: stepIndex + 1, total: steps.length })}
      actions={
        <Group gap={6} wrap="nowrap">
          {/* Paused after a long stretch without activity; any activity resumes it at once,
              so the pause shows on the clock itself rather than in a hint one would hover. */}
          <Group
            gap={4}
            wrap="nowrap"
            c={time.isIdle ? 'gray.6' : timerColour(playedSeconds)}
            visibleFrom="xs"
            data-idle={time.isIdle}
            data-testid="player-timer"
          >
            {time.isIdle ? <IconClockPause size={16} /> : <IconClock size={16} />}
            <Text
              size="sm"
              ff="monospace"
              aria-label={
                time.isIdle
                  ? t('player:timePaused', { count: IDLE_LIMIT_SECONDS / 60 })
                  : t('player:timeLabel')
              }
            >
              {formatDuration(playedSeconds)}
            </Text>
          </Group>
          <Tooltip label={audioLabel}>
            <ActionIcon
              variant="filled"
              color={audio.isBlocked ? 'orange' : audio.isPlaying ? 'indigo' : 'dark.5'}
              size="lg"
              className={classes.control}
              onClick={audio.toggle}
              disabled={!audio.hasAudio}
              aria-label={audioLabel}
              aria-pressed={audio.isPlaying}
              data-blocked={audio.isBlocked}
              data-testid="player-audio"
            >
              {audio.isPlaying ? <IconPlayerStopFilled size={18} /> : <IconVolume size={20} />}
            </ActionIcon>
          </Tooltip>
          {renderReport &&
            item.exercise_id !== null &&
            slide &&
            renderReport({ workspaceId, exerciseId: item.exercise_id, slidePosition: slide.index })}
          <Tooltip label={t('player:copyLink.label')}>
            <ActionIcon
              variant="filled"
              color="dark.5"
              size="lg"
              onClick={() => void copyLink()}
              aria-label={t('player:copyLink.label')}
              data-testid="player-copy-link"
            >
              <IconLink size={20} />
            </ActionIcon>
          </Tooltip>
          <Button
            color="red"
            variant={isAtEnd ? 'filled' : 'light'}
            px={{ base: 8, sm: 'md' }}
            leftSection={<IconFlag size={18} />}
            styles={{ section: { marginInlineEnd: 0 } }}
            onClick={confirmFinish}
            loading={finish.isPending}
            aria-label={t('player:finish.button')}
            data-testid="player-finish"
          >
            <Box component="span" visibleFrom="sm" ml={8}>
              {t('player:finish.button')}
            </Box>
          </Button>
        </Group>
      }
      bottom={
        <>
          {slide && slide.notes.trim() !== '' && (
            <Text size="sm" className={classes.notes} lineClamp={2} data-testid="player-notes">
              {slide.notes}
            </Text>
          )}
          <ChildPresenceChip presence={presence} step={step} />
          <div className={classes.bottomBar}>
            <ActionIcon
              variant="filled"
              color="dark.5"
              size={52}
              radius="xl"
              className={classes.control}
              onClick={goPrevious}
              disabled={stepIndex === 0}
              aria-label={t('player:previous')}
              data-testid="player-prev"
            >
              <IconChevronLeft size={28} />
            </ActionIcon>
            <MarksStrip current={mark} onChange={changeMark} />
            <ActionIcon
              variant="filled"
              color="indigo"
              size={52}
              radius="xl"
              className={classes.control}
              onClick={goNext}
              disabled={isAtEnd}
              aria-label={t('player:next')}
              data-testid="player-next"
            >
              <IconChevronRight size={28} />
            </ActionIcon>
          </div>
        </>
      }
    >
      <PlayerStage
        presentation={item.presentation}
        step={step}
        onPrevious={goPrevious}
        onNext={goNext}
      />
    </PlayerFrame>
  );
}
