import type { PlayerPresentation, Slide } from '@slovo/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideCanvas } from '../../../components/slides/slide-canvas.tsx';
import classes from './player.module.css';
import type { Step } from './player-steps.ts';
import { useSwipe } from './use-swipe.ts';

type PlayerStageProps = {
  presentation: PlayerPresentation;
  step: Step;
  /** The leader turns slides by swiping; the follower's stage ignores swipes. */
  onPrevious?: () => void;
  onNext?: () => void;
};

const noop = () => {};

/** The current slide, as large as the screen allows, letterboxed at 16:9. */
export const PlayerStage = memo(function PlayerStage({
  presentation,
  step,
  onPrevious,
  onNext,
}: PlayerStageProps) {
  const { t } = useTranslation('player');
  const slide: Slide | undefined = presentation.slides[step.slide];
  const swipe = useSwipe({
    onSwipeLeft: onNext ?? noop,
    onSwipeRight: onPrevious ?? noop,
    isEnabled: Boolean(onNext || onPrevious),
  });
  return (
    <main
      className={classes.stage}
      data-testid="player-slide"
      data-item={step.item}
      data-slide={step.slide}
      {...swipe}
    >
      <SlideCanvas
        presentation={presentation}
        slide={slide}
        alt={slide ? slide.title || t('player:slideAlt', { index: slide.index }) : ''}
        labels={{
          pending: t('player:canvas.pending'),
          drawing: t('player:canvas.drawing'),
          empty: t('player:canvas.empty'),
        }}
      />
    </main>
  );
});
