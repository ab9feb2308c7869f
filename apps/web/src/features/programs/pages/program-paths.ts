import { buildPath } from '@slovo/contracts';
import type { ProgramKind } from '../api/programs-api.ts';

export function getListPath(kind: ProgramKind) {
  return buildPath(kind === 'complexes' ? 'exerciseComplexes' : 'recommendedPrograms');
}

export function getCreatePath(kind: ProgramKind) {
  return buildPath(kind === 'complexes' ? 'createExerciseComplex' : 'createRecommendedProgram');
}

export function getEditPath(kind: ProgramKind, id: number) {
  return kind === 'complexes'
    ? buildPath('editExerciseComplex', { complexId: id })
    : buildPath('editRecommendedProgram', { programId: id });
}
