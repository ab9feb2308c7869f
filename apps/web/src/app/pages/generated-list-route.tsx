import { SlideViewer } from '../../features/exercise-editor/components/slide-viewer.tsx';
import { GeneratedListPage } from '../../features/generation/pages/generated-list-page.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): the themed versions list previews its
 * decks with the exercise editor's slide viewer, composed here.
 */
export function GeneratedListRoute() {
  return <GeneratedListPage SlideViewer={SlideViewer} />;
}
