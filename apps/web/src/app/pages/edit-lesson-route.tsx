import { EditLessonPage } from '../../features/lessons/pages/edit-lesson-page.tsx';
import { ReportTicketButton } from '../../features/tickets/components/report-ticket-button.tsx';

function ReportMicroblock({
  workspaceId,
  exerciseId,
}: {
  workspaceId: number;
  exerciseId: number;
}) {
  return (
    <ReportTicketButton
      workspaceId={workspaceId}
      exerciseId={exerciseId}
      slidePosition={null}
      look="subtle"
    />
  );
}

/**
 * Features do not import each other (ARCHITECTURE 3): the lesson editor's rows report a problem
 * with their microblock (decision 040) through the tickets feature's button, composed here.
 */
export function EditLessonRoute() {
  return <EditLessonPage ReportButton={ReportMicroblock} />;
}
