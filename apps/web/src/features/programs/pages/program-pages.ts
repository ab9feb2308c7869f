// The six screens of the feature as one entry: the router's table then names one set of chunks
// to preload for all of them, which keeps every first screen's entry chunk small (decision 027).
export {
  CreateExerciseComplexPage,
  CreateRecommendedProgramPage,
  EditExerciseComplexPage,
  EditRecommendedProgramPage,
} from './program-edit-pages.tsx';
export { ExerciseComplexesPage, RecommendedProgramsPage } from './program-list-page.tsx';
