import type { LessonPosition } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';

const CHANNEL = 'slovo_lessons';

type Listener = (position: LessonPosition) => void;

/**
 * Follow mode across processes: whoever moves a lesson's slide announces the lesson id on a
 * PostgreSQL channel; every process reads the new position once and pushes it to the followers
 * connected to it. The listening connection opens with the first follower.
 */
export function createLessonFollow(db: Database, log: FastifyBaseLogger) {
  const listeners = new Map<number, Set<Listener>>();
  let feed: ReturnType<typeof createChangeFeed> | null = null;
  let started: Promise<void> = Promise.resolve();

  async function readPosition(lessonId: number): Promise<LessonPosition | null> {
    const { rows } = await db.execute<LessonPosition>(sql`select current_item as item,
        current_slide as slide, finished_at is not null as is_finished
      from lessons where id = ${lessonId}`);
    return rows[0] ?? null;
  }

  async function deliver(lessonId: number) {
    const set = listeners.get(lessonId);
    if (!set?.size) return;
    const position = await readPosition(lessonId);
    if (!position) return;
    for (const listener of set) listener(position);
  }

  /** Resolves once the channel is listened to (or the first attempt failed and retries). */
  function ensureFeed(): Promise<void> {
    if (feed) return started;
    feed = createChangeFeed({
      channel: CHANNEL,
      connection: db.$client.options,
      onChange: (payload) =>
        void deliver(Number(payload)).catch((err) => log.warn({ err }, 'follow')),
      // A lost connection may have missed moves: everyone gets the current position again.
      onGap: () => {
        for (const lessonId of listeners.keys()) void deliver(lessonId).catch(() => {});
      },
      log,
    });
    started = feed.start();
    return started;
  }

  return {
    readPosition,

    /**
     * Calls `listener` with every new position of the lesson until the returned function runs.
     * Resolves once moves are heard, so a position read afterwards misses none.
     */
    async subscribe(lessonId: number, listener: Listener): Promise<() => void> {
      await ensureFeed();
      const set = listeners.get(lessonId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(lessonId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(lessonId);
      };
    },

    /** Tells every process the lesson moved (after the change is committed). */
    async announce(lessonId: number) {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${String(lessonId)})`);
    },

    async stop() {
      await feed?.stop();
      feed = null;
    },
  };
}

export type LessonFollow = ReturnType<typeof createLessonFollow>;
