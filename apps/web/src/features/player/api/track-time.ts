import { requestData } from '../../../lib/api-client.ts';

export type TrackInput = { workspaceId: number; lessonId: number; seconds: number };

/** Adds played time to the lesson; a lost report only loses those seconds, so it is quiet. */
export function postTrackedTime({ workspaceId, lessonId, seconds }: TrackInput) {
  return requestData<unknown>('/track', {
    method: 'POST',
    body: { workspace_id: workspaceId, lesson_id: lessonId, seconds },
    isSilent: true,
  });
}
