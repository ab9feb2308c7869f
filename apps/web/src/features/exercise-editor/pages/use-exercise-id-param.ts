import { useParams } from 'react-router';

/** The `:exerciseId` of the route; NaN for a malformed one, which no query is sent for. */
export function useExerciseIdParam(): number {
  const { exerciseId } = useParams();
  const id = Number(exerciseId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}
