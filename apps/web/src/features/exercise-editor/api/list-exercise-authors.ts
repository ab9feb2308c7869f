import { PersonRefSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getExercisesRootKey } from './exercise-keys.ts';

const AuthorListSchema = PersonRefSchema.array();

function listExerciseAuthors(workspaceId: number, signal: AbortSignal) {
  return requestData(`/exercises/authors?workspace_id=${workspaceId}`, {
    signal,
    schema: AuthorListSchema,
  });
}

/** People who authored microblocks in the workspace (the key the author filter reads too). */
export function useExerciseAuthorList(workspaceId: number) {
  return useQuery({
    queryKey: [...getExercisesRootKey(workspaceId), 'authors'],
    queryFn: ({ signal }) => listExerciseAuthors(workspaceId, signal),
  });
}
