import { Button } from '@mantine/core';
import { SLIDE_MARKS, type SlideMark } from '@slovo/contracts';
import { IconCheck, IconHandFinger, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './player.module.css';

export const MARK_LOOK: Record<SlideMark, { color: string; icon: ReactNode }> = {
  correct: { color: 'green', icon: <IconCheck size={22} stroke={2.5} /> },
  incorrect: { color: 'red', icon: <IconX size={22} stroke={2.5} /> },
  prompted: { color: 'yellow', icon: <IconHandFinger size={22} stroke={2.2} /> },
};

type MarksStripProps = {
  current: SlideMark | null;
  /** Null clears the slide's mark (tapping the highlighted one again). */
  onChange: (mark: SlideMark | null) => void;
};

/** How the child answered on this slide: three big buttons, one tap each, tap again to clear. */
export function MarksStrip({ current, onChange }: MarksStripProps) {
  const { t } = useTranslation('player');
  return (
    <fieldset
      className={classes.marks}
      aria-label={t('player:marks.label')}
      data-testid="player-marks"
      data-mark={current ?? ''}
    >
      {SLIDE_MARKS.map((mark) => {
        const isCurrent = current === mark;
        return (
          <Button
            key={mark}
            className={classes.markButton}
            size="lg"
            px="xs"
            color={MARK_LOOK[mark].color}
            variant={isCurrent ? 'filled' : 'outline'}
            leftSection={MARK_LOOK[mark].icon}
            aria-pressed={isCurrent}
            aria-label={t(`player:marks.${mark}`)}
            onClick={() => onChange(isCurrent ? null : mark)}
            data-testid={`player-mark-${mark}`}
            styles={{ section: { marginInlineEnd: 0 } }}
          >
            <span className={classes.markLabel}>{t(`player:marks.${mark}`)}</span>
          </Button>
        );
      })}
    </fieldset>
  );
}
