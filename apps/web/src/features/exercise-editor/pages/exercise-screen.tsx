import type { Exercise } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import type { ExerciseRoleId } from '../api/exercise-keys.ts';
import { useExercise } from '../api/get-exercise.ts';
import { ExerciseNotFound, ExerciseQueryState } from '../components/exercise-query-state.tsx';
import { useExerciseIdParam } from './use-exercise-id-param.ts';

type LoadedExerciseProps = {
  workspaceId: number;
  exerciseId: number;
  roleId: ExerciseRoleId;
  render: (exercise: Exercise) => ReactNode;
};

function LoadedExercise({ workspaceId, exerciseId, roleId, render }: LoadedExerciseProps) {
  const query = useExercise({ workspaceId, exerciseId, roleId });
  // A failed refetch keeps the microblock on screen; only a first load shows its failure.
  if (!query.data) return <ExerciseQueryState query={query} />;
  return render(query.data);
}

type ExerciseScreenProps = {
  roleId: ExerciseRoleId;
  render: (exercise: Exercise) => ReactNode;
};

/** The microblock of the route's `:exerciseId`, read as `roleId` in the selected project. */
export function ExerciseScreen({ roleId, render }: ExerciseScreenProps) {
  const { workspaceId } = useSession();
  const exerciseId = useExerciseIdParam();
  if (workspaceId === null) return <NoAccessView />;
  if (Number.isNaN(exerciseId)) return <ExerciseNotFound />;
  return (
    <LoadedExercise
      key={`${workspaceId}-${exerciseId}`}
      workspaceId={workspaceId}
      exerciseId={exerciseId}
      roleId={roleId}
      render={render}
    />
  );
}
