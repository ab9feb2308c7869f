import { SharedExercisePage } from '../../features/exercise-editor/pages/shared-exercise-page.tsx';
import { ReactionButtons } from '../../features/exercises/components/reaction-buttons.tsx';
import { ReportTicketButton } from '../../features/tickets/components/report-ticket-button.tsx';

function ReportMicroblock({
  workspaceId,
  exerciseId,
}: {
  workspaceId: number;
  exerciseId: number;
}) {
  return (
    <ReportTicketButton workspaceId={workspaceId} exerciseId={exerciseId} slidePosition={null} />
  );
}

/**
 * Features do not import each other (ARCHITECTURE 3): the read-only microblock page of the editor
 * gets the likes and dislikes of the exercises feature, and the tickets feature's "report a
 * problem" (decision 040), here, where the app composes them.
 */
export function SharedExerciseRoute() {
  return <SharedExercisePage ReactionButtons={ReactionButtons} ReportButton={ReportMicroblock} />;
}
