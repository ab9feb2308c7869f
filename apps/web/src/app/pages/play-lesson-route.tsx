import { PlayLessonPage } from '../../features/player/pages/play-lesson-page.tsx';
import { ReportTicketButton } from '../../features/tickets/components/report-ticket-button.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): the leading teacher reports a problem with
 * the slide on screen (decision 040) through the tickets feature's button, composed here.
 */
export function PlayLessonRoute() {
  return (
    <PlayLessonPage
      renderReport={(target) => (
        <ReportTicketButton
          workspaceId={target.workspaceId}
          exerciseId={target.exerciseId}
          slidePosition={target.slidePosition}
          look="icon"
        />
      )}
    />
  );
}
