import type { Assignment, CurrentUser } from '@slovo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { createChangeFeed } from './change-feed.ts';
import { createReadCache } from './read-cache.ts';

/** Who started an acting session, and the workspaces they manage at the time of the read. */
export type ActingImpersonator = {
  id: number;
  name: string;
  email: string;
  isRoot: boolean;
  isActive: boolean;
  managedWorkspaceIds: number[];
};

/**
 * What a live session lookup found: the session row's times, its user and assignments, and the
 * impersonator of an acting session. Any change to users or assignments empties the cache, so
 * an acting session's reach is computed afresh after each one.
 */
export type SessionHit = {
  session: {
    id: number;
    userId: number;
    impersonatorId: number | null;
    actingWorkspaceIds: number[] | null;
    lastUsedAt: Date;
    expiresAt: Date;
  };
  user: UserRow;
  assignments: Assignment[];
  impersonator: ActingImpersonator | null;
  /** The caller as the client sees them, derived from the above on first use. */
  currentUser?: CurrentUser;
};

/**
 * The process's read caches — sessions by token hash and serialized list answers — and the
 * change feed that keeps them honest: `auth` empties both, `workspace:<id>` drops that
 * workspace's answers, a gap in the feed empties everything and bypasses the caches.
 */
export function createReadCaches(db: Database, config: Config, log: FastifyBaseLogger) {
  const sessions = createReadCache<SessionHit>({ maxEntries: 10_000, ttlMs: 5 * 60_000 });
  const responses = createReadCache<string>({ maxEntries: 2_000, ttlMs: 5 * 60_000 });
  const clearAll = () => {
    sessions.clear();
    responses.clear();
  };
  // Migration 0004 announces every change that may alter a cached read, whoever made it.
  const feed = createChangeFeed({
    channel: 'slovo_changes',
    connection: db.$client.options,
    onChange: (change) => {
      if (change.startsWith('workspace:')) responses.invalidate(change);
      else clearAll();
    },
    onGap: clearAll,
    log,
  });
  return {
    sessions,
    responses,
    feed,
    clearAll,
    isUsable: () => config.readCache && feed.isLive(),
  };
}

export type ReadCaches = ReturnType<typeof createReadCaches>;
