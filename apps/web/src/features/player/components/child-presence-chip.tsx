import { Badge, VisuallyHidden } from '@mantine/core';
import type { LessonPresence } from '@slovo/contracts';
import { IconDeviceTablet, IconDeviceTabletOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './player.module.css';
import type { Step } from './player-steps.ts';

type ChildPresenceChipProps = {
  presence: LessonPresence | null;
  /** Where the teacher is. */
  step: Step;
};

type State = 'absent' | 'connected' | 'same' | 'elsewhere';

/** The first screen not on the teacher's slide, or null when every reported one is. */
function findElsewhere(presence: LessonPresence, step: Step) {
  return (
    presence.shown.find((shown) => shown.item !== step.item || shown.slide !== step.slide) ?? null
  );
}

/**
 * Whether the child's screen is there and on the teacher's slide, beside the slide controls:
 * "connected · same slide", "on slide 3" (it lags or could not keep up), or "not connected".
 */
export function ChildPresenceChip({ presence, step }: ChildPresenceChipProps) {
  const { t } = useTranslation('player');
  if (!presence) return null;
  const elsewhere = findElsewhere(presence, step);
  const state: State =
    presence.screens === 0
      ? 'absent'
      : elsewhere
        ? 'elsewhere'
        : presence.shown.length > 0
          ? 'same'
          : 'connected';
  const label =
    state === 'absent'
      ? t('player:presence.absent')
      : state === 'same'
        ? t('player:presence.same')
        : state === 'connected'
          ? t('player:presence.connected')
          : elsewhere && elsewhere.item === step.item
            ? t('player:presence.onSlide', { slide: elsewhere.slide + 1 })
            : t('player:presence.onItemSlide', {
                item: (elsewhere?.item ?? 0) + 1,
                slide: (elsewhere?.slide ?? 0) + 1,
              });
  const color = { absent: 'gray', connected: 'teal', same: 'teal', elsewhere: 'yellow' }[state];
  return (
    <div className={classes.presence}>
      <Badge
        size="lg"
        variant="light"
        color={color}
        tt="none"
        maw="100%"
        leftSection={
          state === 'absent' ? <IconDeviceTabletOff size={16} /> : <IconDeviceTablet size={16} />
        }
        rightSection={
          presence.screens > 1 && (
            <>
              <span aria-hidden="true">×{presence.screens}</span>
              <VisuallyHidden>
                {t('player:presence.screens', { total: presence.screens })}
              </VisuallyHidden>
            </>
          )
        }
        role="status"
        data-testid="player-presence"
        data-state={state}
        data-screens={presence.screens}
      >
        {label}
      </Badge>
    </div>
  );
}
