import { LessonCandidateSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getLessonCandidatesKey } from './lesson-keys.ts';

const CandidateListSchema = LessonCandidateSchema.array();

function getLessonCandidates(workspaceId: number, lessonId: number, signal: AbortSignal) {
  return requestData(`/lesson/${lessonId}/candidates?workspace_id=${workspaceId}`, {
    signal,
    schema: CandidateListSchema,
    handledCodes: ['NOT_FOUND'],
  });
}

/**
 * What each block may use: the microblocks of the plan's folders (the student's themed version
 * when there is one), with how many other lessons of the plan already use them.
 */
export function useLessonCandidates(workspaceId: number, lessonId: number) {
  return useQuery({
    queryKey: getLessonCandidatesKey(workspaceId, lessonId),
    queryFn: ({ signal }) => getLessonCandidates(workspaceId, lessonId, signal),
    enabled: Number.isInteger(lessonId),
  });
}
