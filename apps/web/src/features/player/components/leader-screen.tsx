import { ConfirmModalsProvider } from '../../../components/confirm-modals-provider.tsx';
import { LeaderPlayer, type LeaderPlayerProps } from './leader-player.tsx';

/**
 * The teacher's player with its confirmation dialogs: a chunk of its own, so the child's screen
 * (the follower, a public first screen) does not download the teacher's controls, marks, timer,
 * dialogs and tooltips (decision 047).
 */
export function LeaderScreen(props: LeaderPlayerProps) {
  return (
    <ConfirmModalsProvider>
      <LeaderPlayer {...props} />
    </ConfirmModalsProvider>
  );
}
