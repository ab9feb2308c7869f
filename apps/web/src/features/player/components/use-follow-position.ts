import { type LessonPosition, LessonPositionSchema } from '@slovo/contracts';
import { useEffect, useState } from 'react';
import { getApiAddress } from '../../../lib/api-client.ts';

/** After the server refused the stream outright, try again this much later. */
const REOPEN_AFTER_MS = 5000;

/**
 * The leader's place, pushed by the server (server-sent events: `position` at once and at every
 * move). EventSource reconnects by itself after a drop; meanwhile the screen says so.
 */
export function useFollowPosition(token: string, initial: LessonPosition) {
  const [position, setPosition] = useState(initial);
  const [isReconnecting, setIsReconnecting] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens a new stream
  useEffect(() => {
    const source = new EventSource(
      `${getApiAddress()}/play-lesson/${encodeURIComponent(token)}/events`,
    );
    let reopenTimer: number | undefined;
    source.addEventListener('position', (event) => {
      const parsed = LessonPositionSchema.safeParse(safeJson((event as MessageEvent).data));
      if (!parsed.success) return;
      setIsReconnecting(false);
      setPosition(parsed.data);
    });
    source.addEventListener('open', () => setIsReconnecting(false));
    source.addEventListener('error', () => {
      setIsReconnecting(true);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer).
      if (source.readyState === EventSource.CLOSED) {
        reopenTimer = window.setTimeout(() => setAttempt((count) => count + 1), REOPEN_AFTER_MS);
      }
    });
    return () => {
      window.clearTimeout(reopenTimer);
      source.close();
    };
  }, [token, attempt]);

  return { position, isReconnecting };
}

function safeJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
