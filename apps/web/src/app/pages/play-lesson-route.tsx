import { lazy, Suspense } from 'react';
import { PlayLessonPage } from '../../features/player/pages/play-lesson-page.tsx';

// Only the leading teacher draws it, so it loads with the teacher's player, not the child's.
const ReportTicketButton = lazy(() =>
  import('../../features/tickets/components/report-ticket-button.tsx').then((module) => ({
    default: module.ReportTicketButton,
  })),
);

/**
 * Features do not import each other (ARCHITECTURE 3): the leading teacher reports a problem with
 * the slide on screen (decision 040) through the tickets feature's button, composed here.
 */
export function PlayLessonRoute() {
  return (
    <PlayLessonPage
      renderReport={(target) => (
        <Suspense fallback={null}>
          <ReportTicketButton
            workspaceId={target.workspaceId}
            exerciseId={target.exerciseId}
            slidePosition={target.slidePosition}
            look="icon"
          />
        </Suspense>
      )}
    />
  );
}
