import { ActionIcon, Progress, Text } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './player.module.css';
import { useFullscreen } from './use-fullscreen.ts';

type PlayerFrameProps = {
  mode: 'leader' | 'follower';
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the right of the top bar (full screen comes last by itself). */
  actions?: ReactNode;
  /** Share of the lesson's slides shown so far, 0 to 100; null hides the bar. */
  progress: number | null;
  progressLabel?: string;
  children: ReactNode;
  bottom?: ReactNode;
};

function FullscreenButton() {
  const { t } = useTranslation('player');
  const { isFullscreen, isSupported, toggle } = useFullscreen();
  if (!isSupported) return null;
  const label = isFullscreen ? t('player:fullscreen.exit') : t('player:fullscreen.enter');
  // The browser's own tooltip: Mantine's would bring floating UI (~15 KiB) to the child's first
  // screen for this one button.
  return (
    <ActionIcon
      variant="filled"
      color="dark.5"
      size="lg"
      onClick={() => void toggle()}
      aria-label={label}
      title={label}
      aria-pressed={isFullscreen}
      data-testid="player-fullscreen"
    >
      {isFullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
    </ActionIcon>
  );
}

/** The full-viewport dark stage both the teacher and the child see, without the app's shell. */
export function PlayerFrame({
  mode,
  title,
  subtitle,
  actions,
  progress,
  progressLabel,
  children,
  bottom,
}: PlayerFrameProps) {
  return (
    <div className={classes.page} data-testid="player-page" data-mode={mode}>
      <header className={classes.topBar}>
        <div className={classes.heading}>
          <Text className={classes.title} fz={{ base: 'sm', sm: 'md' }} data-testid="player-title">
            {title}
          </Text>
          {subtitle && (
            <Text component="div" className={classes.subtitle} fz={{ base: 'xs', sm: 'sm' }}>
              {subtitle}
            </Text>
          )}
        </div>
        {actions}
        <FullscreenButton />
      </header>
      {progress !== null && (
        <Progress
          className={classes.progress}
          value={progress}
          size={4}
          radius={0}
          color="indigo.4"
          aria-label={progressLabel}
          transitionDuration={200}
          data-testid="player-progress"
          data-value={Math.round(progress)}
        />
      )}
      {children}
      {bottom}
    </div>
  );
}
