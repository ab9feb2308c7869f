import { type LessonPresence, LessonPresenceSchema } from '@slovo/contracts';
import { buildApiHeaders, getApiAddress } from '../../../lib/api-client.ts';

type WatchInput = { workspaceId: number; lessonId: number; signal: AbortSignal };

/**
 * Reads the teacher's presence stream (server-sent events) until it ends or `signal` aborts.
 * EventSource cannot send the session's token, so the stream is read through fetch. Resolves
 * when the stream ended; rejects when it could not open or broke.
 */
export async function watchPresence(
  { workspaceId, lessonId, signal }: WatchInput,
  onPresence: (presence: LessonPresence) => void,
): Promise<void> {
  const response = await fetch(
    `${getApiAddress()}/lesson/${lessonId}/presence?workspace_id=${workspaceId}`,
    { headers: buildApiHeaders('text/event-stream'), signal },
  );
  if (!response.ok || !response.body) throw new Error(`presence stream: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.startsWith('event: presence') && data) {
        const parsed = LessonPresenceSchema.safeParse(safeJson(data));
        if (parsed.success) onPresence(parsed.data);
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
