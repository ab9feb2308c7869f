import type { LessonPosition } from '@slovo/contracts';
import { useEffect, useState } from 'react';
import { getApiAddress } from '../../../lib/api-client.ts';
import { loadPlayerSchemas } from '../api/load-player-schemas.ts';

type PlayerSchemas = Awaited<ReturnType<typeof loadPlayerSchemas>>;
/**
 * The lesson's answer was checked with these before the screen opened its stream (decision
 * 047), so moves are read as they come, as soon as the module is in memory.
 */
let loadedSchemas: PlayerSchemas | null = null;

/** After the server refused the stream outright, try again this much later. */
const REOPEN_AFTER_MS = 5000;

/**
 * This screen's id, the same across reconnects, so the teacher does not see a drop when the
 * stream is only opened again. `crypto.randomUUID` needs a secure page; random bytes do not.
 */
function makeViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The leader's place, pushed by the server (server-sent events: `position` at once and at every
 * move). EventSource reconnects by itself after a drop; meanwhile the screen says so. The open
 * stream is also how the teacher knows this screen is there; `connections` counts its openings,
 * so the screen can say again which slide it shows.
 */
export function useFollowPosition(token: string, initial: LessonPosition) {
  const [position, setPosition] = useState(initial);
  const [isReconnecting, setIsReconnecting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [viewerId] = useState(makeViewerId);
  const [connections, setConnections] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt opens a new stream
  useEffect(() => {
    void loadPlayerSchemas().then((schemas) => {
      loadedSchemas = schemas;
    });
    const source = new EventSource(
      `${getApiAddress()}/play-lesson/${encodeURIComponent(token)}/events?viewer=${viewerId}`,
    );
    let reopenTimer: number | undefined;
    let isClosed = false;
    const apply = (schemas: PlayerSchemas, data: unknown) => {
      const parsed = schemas.LessonPositionSchema.safeParse(safeJson(data));
      if (isClosed || !parsed.success) return;
      setIsReconnecting(false);
      setPosition(parsed.data);
    };
    source.addEventListener('position', (event) => {
      const { data } = event as MessageEvent;
      if (loadedSchemas) {
        apply(loadedSchemas, data);
        return;
      }
      // Moves that come before the schemas wait for the one module, in the order they came.
      void loadPlayerSchemas().then((schemas) => {
        loadedSchemas = schemas;
        apply(schemas, data);
      });
    });
    source.addEventListener('open', () => {
      setIsReconnecting(false);
      setConnections((count) => count + 1);
    });
    source.addEventListener('error', () => {
      setIsReconnecting(true);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer).
      if (source.readyState === EventSource.CLOSED) {
        reopenTimer = window.setTimeout(() => setAttempt((count) => count + 1), REOPEN_AFTER_MS);
      }
    });
    return () => {
      isClosed = true;
      window.clearTimeout(reopenTimer);
      source.close();
    };
  }, [token, attempt]);

  return { position, isReconnecting, viewerId, connections };
}

function safeJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
