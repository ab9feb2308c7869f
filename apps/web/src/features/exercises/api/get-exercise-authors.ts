import { PersonRefSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './get-exercises.ts';

const AuthorListSchema = PersonRefSchema.array();

function getExerciseAuthors(workspaceId: number, signal: AbortSignal) {
  return requestData(`/exercises/authors?workspace_id=${workspaceId}`, {
    signal,
    schema: AuthorListSchema,
  });
}

/** People who authored microblocks in the workspace: the moderator's author filter. */
export function useExerciseAuthors(workspaceId: number) {
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'authors'],
    queryFn: ({ signal }) => getExerciseAuthors(workspaceId, signal),
  });
}
