import { LessonPositionSchema } from '@slovo/contracts';
import { requestData } from '../../../lib/api-client.ts';

export type SlidePosition = { item: number; slide: number };

/** Tells the followers where the leader is now. */
export function postPosition(token: string, position: SlidePosition) {
  return requestData(`/play-lesson/${encodeURIComponent(token)}/position`, {
    method: 'POST',
    body: { item: position.item, slide: position.slide },
    schema: LessonPositionSchema.nullable(),
    // Finished elsewhere (another tab): the page reloads the lesson and shows the summary.
    handledCodes: ['LESSON_FINISHED'],
  });
}
