import { SharedExercisePage } from '../../features/exercise-editor/pages/shared-exercise-page.tsx';
import { ReactionButtons } from '../../features/exercises/components/reaction-buttons.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): the read-only microblock page of the editor
 * gets the likes and dislikes of the exercises feature here, where the app composes them.
 */
export function SharedExerciseRoute() {
  return <SharedExercisePage ReactionButtons={ReactionButtons} />;
}
