import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

const TOUCH_INTERVAL_MS = 60_000;

/**
 * Bearer sessions with idle and absolute expiry. Functions that write take an optional
 * transaction, so callers can tie a session change to their own writes.
 */
export function createSessionsService({ db, config }: { db: Database; config: Config }) {
  return {
    async create(userId: number, impersonatorId: number | null, tx: Database | Transaction = db) {
      const token = generateToken();
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        userId,
        impersonatorId,
        expiresAt: new Date(Date.now() + config.session.absoluteMs),
      });
      return token;
    },

    /**
     * The live session of a token with its user and assignments, or null when unknown, revoked,
     * expired or idle too long.
     */
    async findLive(token: string) {
      const found = await repo.findLiveSession(db, hashToken(token));
      if (!found || Date.now() - found.session.lastUsedAt.getTime() > config.session.idleMs)
        return null;
      // The idle clock needs minute precision only: skip the write for a session used just now.
      if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, found.session.id);
      }
      return found;
    },

    revoke: (sessionId: number, tx: Database | Transaction = db) =>
      repo.revokeSession(tx, sessionId),

    revokeOthers: (userId: number, keepSessionId: number, tx: Database | Transaction = db) =>
      repo.revokeOtherSessions(tx, userId, keepSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
