import { requestData } from '../../../lib/api-client.ts';
import { loadPlayerSchemas } from './load-player-schemas.ts';
import type { SlidePosition } from './move-position.ts';

/**
 * The child's screen tells the teacher which slide it shows. A lost report is quiet: the next
 * slide or reconnection sends another.
 */
export function postShown(token: string, viewer: string, position: SlidePosition) {
  return requestData(`/play-lesson/${encodeURIComponent(token)}/shown`, {
    method: 'POST',
    body: { viewer, item: position.item, slide: position.slide },
    schema: () => loadPlayerSchemas().then((schemas) => schemas.OkSchema),
    isSilent: true,
  });
}
