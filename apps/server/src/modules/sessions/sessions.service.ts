import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { ReadCaches, SessionHit } from '../../lib/read-caches.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

const TOUCH_INTERVAL_MS = 60_000;
/** A cached session depends on sign-in state only. */
const SESSION_TAGS = ['auth'];

/**
 * Bearer sessions with idle and absolute expiry. Functions that write take an optional
 * transaction, so callers can tie a session change to their own writes.
 */
export function createSessionsService({
  db,
  config,
  cache,
}: {
  db: Database;
  config: Config;
  cache: Pick<ReadCaches, 'sessions' | 'isUsable'>;
}) {
  /** A session read now or earlier: unknown, revoked, expired or idle too long give null. */
  async function lookUp(tokenHash: string): Promise<SessionHit | null> {
    if (!cache.isUsable()) return (await repo.findLiveSession(db, tokenHash)) ?? null;
    const hit = cache.sessions.get(tokenHash);
    if (hit) return hit;
    const stamp = cache.sessions.stamp(SESSION_TAGS);
    const found = await repo.findLiveSession(db, tokenHash);
    if (found) cache.sessions.set(tokenHash, found, SESSION_TAGS, stamp);
    return found ?? null;
  }

  return {
    /**
     * A new session for `userId`; an acting one names its impersonator and the workspaces it may
     * reach (null: unconfined, for root).
     */
    async create(
      userId: number,
      acting: { impersonatorId: number; workspaceIds: number[] | null } | null,
      tx: Database | Transaction = db,
    ) {
      const token = generateToken();
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        userId,
        impersonatorId: acting?.impersonatorId ?? null,
        actingWorkspaceIds: acting?.workspaceIds ?? null,
        expiresAt: new Date(Date.now() + config.session.absoluteMs),
      });
      return token;
    },

    /**
     * The live session of a token with its user and assignments, or null when unknown, revoked,
     * expired or idle too long.
     */
    async findLive(token: string): Promise<SessionHit | null> {
      const found = await lookUp(hashToken(token));
      const now = Date.now();
      if (!found || found.session.expiresAt.getTime() <= now) return null;
      if (now - found.session.lastUsedAt.getTime() > config.session.idleMs) return null;
      // The idle clock needs minute precision only: skip the write for a session used just now.
      if (now - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, found.session.id);
        found.session.lastUsedAt = new Date(now);
      }
      return found;
    },

    revoke: (sessionId: number, tx: Database | Transaction = db) =>
      repo.revokeSession(tx, sessionId),

    revokeAll: (userId: number, tx: Database | Transaction = db) =>
      repo.revokeAllSessions(tx, userId),

    revokeOthers: (userId: number, keepSessionId: number, tx: Database | Transaction = db) =>
      repo.revokeOtherSessions(tx, userId, keepSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
