import { randomUUID } from 'node:crypto';
import type { LessonPresence } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';

const CHANNEL = 'slovo_lesson_presence';

/**
 * A screen whose process said nothing for this many heartbeats is gone: the process died or lost
 * the database. More than two, so one late heartbeat on a busy machine does not drop anyone.
 */
const MISSED_HEARTBEATS = 2.5;

type Shown = { item: number; slide: number };
type Listener = (presence: LessonPresence) => void;

const PositionSchema = z.tuple([z.number().int(), z.number().int()]);

/**
 * What processes tell each other on the channel. `c` is one open stream of a child's screen
 * (a connection), `v` the screen itself (its page's id, the same across reconnects).
 * - beat: the connection is open and its screen shows `s` (sent on opening, every heartbeat,
 *   when the screen reports a new slide, and in answer to a call);
 * - leave: the connection closed;
 * - call: a process began to watch the lesson: whoever holds its screens says so now;
 * - shown: a screen reported its slide to some process; the one holding its stream passes it on.
 */
const MessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('beat'),
    l: z.number().int(),
    c: z.string(),
    v: z.string(),
    s: PositionSchema.nullable(),
  }),
  z.object({ t: z.literal('leave'), l: z.number().int(), c: z.string() }),
  z.object({ t: z.literal('call'), l: z.number().int() }),
  z.object({ t: z.literal('shown'), l: z.number().int(), v: z.string(), s: PositionSchema }),
]);
type Message = z.infer<typeof MessageSchema>;

/** A child's screen connected to this process. */
type Connection = { lessonId: number; viewerId: string; shown: Shown | null };

/** A connection of some process, as a watching process last heard of it. */
type Seen = {
  viewerId: string;
  shown: Shown | null;
  heardAt: number;
  expiresAt: number;
  hasLeft: boolean;
};

type Watch = { listeners: Set<Listener>; seen: Map<string, Seen>; last: string };

/**
 * Follow mode's presence across processes: the teacher sees whether the child's screen is
 * connected and which slide it shows, wherever either is connected. Nothing is stored: the
 * process holding a child's stream announces it on a PostgreSQL channel (at once, every
 * heartbeat, on leaving); a process whose teacher watches the lesson keeps what it hears, each
 * connection until its heartbeats stop (a dead process) or the grace after it left (a reconnect
 * within the grace is never seen as a drop).
 */
export function createLessonPresence({
  db,
  log,
  heartbeatMs,
  graceMs,
}: {
  db: Database;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  graceMs: number;
}) {
  const connections = new Map<string, Connection>();
  const watches = new Map<number, Watch>();
  let heartbeat: NodeJS.Timeout | null = null;
  let expiry: NodeJS.Timeout | null = null;
  let feed: ReturnType<typeof createChangeFeed> | null = null;
  let started: Promise<void> = Promise.resolve();

  function announce(message: Message) {
    return db
      .execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`)
      .then(() => {})
      .catch((err: unknown) => log.warn({ err, lessonId: message.l }, 'presence not announced'));
  }

  function beat(connectionId: string, connection: Connection) {
    const { shown } = connection;
    return announce({
      t: 'beat',
      l: connection.lessonId,
      c: connectionId,
      v: connection.viewerId,
      s: shown ? [shown.item, shown.slide] : null,
    });
  }

  function summarize(watch: Watch): LessonPresence {
    // A screen may have two connections for a moment (the old one closing after a reconnect):
    // it counts once, with what its newest connection said.
    const newest = new Map<string, Seen>();
    for (const seen of watch.seen.values()) {
      const other = newest.get(seen.viewerId);
      if (!other || seen.heardAt >= other.heardAt) newest.set(seen.viewerId, seen);
    }
    const screens = [...newest.values()];
    return {
      screens: screens.length,
      shown: screens.flatMap((screen) => (screen.shown ? [screen.shown] : [])),
    };
  }

  /** Forgets what expired and tells the watchers of a lesson what changed. */
  function refresh(lessonId: number) {
    const watch = watches.get(lessonId);
    if (!watch) return;
    const now = Date.now();
    for (const [id, seen] of watch.seen) if (seen.expiresAt <= now) watch.seen.delete(id);
    const presence = summarize(watch);
    const text = JSON.stringify(presence);
    if (text !== watch.last) {
      watch.last = text;
      for (const listener of watch.listeners) listener(presence);
    }
    scheduleExpiry();
  }

  /** One timer, at the earliest moment a connection someone watches expires. */
  function scheduleExpiry() {
    if (expiry) clearTimeout(expiry);
    expiry = null;
    let earliest = Number.POSITIVE_INFINITY;
    for (const watch of watches.values()) {
      for (const seen of watch.seen.values()) earliest = Math.min(earliest, seen.expiresAt);
    }
    if (earliest === Number.POSITIVE_INFINITY) return;
    expiry = setTimeout(
      () => {
        expiry = null;
        for (const lessonId of watches.keys()) refresh(lessonId);
      },
      Math.max(earliest - Date.now(), 0) + 1,
    );
  }

  function hear(message: Message) {
    const now = Date.now();
    const watch = watches.get(message.l);
    switch (message.t) {
      case 'beat':
        // A heartbeat overtaken by its connection's leave is stale (connections are never reused).
        if (!watch || watch.seen.get(message.c)?.hasLeft) return;
        watch.seen.set(message.c, {
          viewerId: message.v,
          shown: message.s ? { item: message.s[0], slide: message.s[1] } : null,
          heardAt: now,
          expiresAt: now + heartbeatMs * MISSED_HEARTBEATS,
          hasLeft: false,
        });
        return refresh(message.l);
      case 'leave': {
        const seen = watch?.seen.get(message.c);
        if (!seen || seen.hasLeft) return;
        seen.hasLeft = true;
        seen.expiresAt = now + graceMs;
        return refresh(message.l);
      }
      case 'call':
        for (const [id, connection] of connections) {
          if (connection.lessonId === message.l) void beat(id, connection);
        }
        return;
      case 'shown':
        for (const [id, connection] of connections) {
          if (connection.lessonId !== message.l || connection.viewerId !== message.v) continue;
          connection.shown = { item: message.s[0], slide: message.s[1] };
          void beat(id, connection);
        }
        return;
    }
  }

  function parse(payload: string): Message | null {
    try {
      const parsed = MessageSchema.safeParse(JSON.parse(payload));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Resolves once the channel is listened to (or the first attempt failed and retries). */
  function ensureFeed(): Promise<void> {
    if (feed) return started;
    feed = createChangeFeed({
      channel: CHANNEL,
      connection: db.$client.options,
      onChange: (payload) => {
        const message = parse(payload);
        if (message) hear(message);
      },
      // Something may have gone by unheard: everyone says again what they hold. What was missed
      // of a leave is made up for by the heartbeats that stop.
      onGap: () => {
        for (const lessonId of watches.keys()) void announce({ t: 'call', l: lessonId });
        for (const [id, connection] of connections) void beat(id, connection);
      },
      log,
    });
    started = feed.start();
    return started;
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const [id, connection] of connections) void beat(id, connection);
    }, heartbeatMs);
  }

  return {
    /**
     * A child's screen opened its stream on this process: it is announced until the returned
     * function runs (when the stream closes).
     */
    async join(lessonId: number, viewerId: string): Promise<() => void> {
      await ensureFeed();
      const id = randomUUID();
      const connection: Connection = { lessonId, viewerId, shown: null };
      connections.set(id, connection);
      startHeartbeat();
      await beat(id, connection);
      return () => {
        if (!connections.delete(id)) return;
        void announce({ t: 'leave', l: lessonId, c: id });
        if (connections.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = null;
        }
      };
    },

    /** A child's screen says which slide it shows (its stream may be on another process). */
    report(lessonId: number, viewerId: string, shown: Shown) {
      return announce({ t: 'shown', l: lessonId, v: viewerId, s: [shown.item, shown.slide] });
    },

    /**
     * Calls `listener` with the lesson's presence now and at every change until the returned
     * function runs.
     */
    async watch(lessonId: number, listener: Listener): Promise<() => void> {
      await ensureFeed();
      let watch = watches.get(lessonId);
      if (!watch) {
        watch = { listeners: new Set(), seen: new Map(), last: '' };
        watch.last = JSON.stringify(summarize(watch));
        watches.set(lessonId, watch);
      }
      watch.listeners.add(listener);
      listener(summarize(watch));
      await announce({ t: 'call', l: lessonId });
      const watched = watch;
      return () => {
        watched.listeners.delete(listener);
        if (watched.listeners.size === 0) watches.delete(lessonId);
      };
    },

    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      if (expiry) clearTimeout(expiry);
      heartbeat = null;
      expiry = null;
      await feed?.stop();
      feed = null;
    },
  };
}

export type LessonPresenceHub = ReturnType<typeof createLessonPresence>;
