import { LessonCandidateSchema } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';

const ProposalSchema = LessonCandidateSchema.array();

type AutoFill = { workspaceId: number; lessonId: number };

function postAutoFill({ workspaceId, lessonId }: AutoFill) {
  return requestData(`/lesson/${lessonId}/auto-fill`, {
    method: 'POST',
    body: { workspace_id: workspaceId },
    schema: ProposalSchema,
  });
}

/** A complete lesson proposed by the server (each block to its minimum); nothing is saved. */
export function useAutoFillLessonMutation() {
  return useMutation({ mutationFn: postAutoFill });
}
