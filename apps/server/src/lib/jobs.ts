import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { isConnectionNotMade } from './database-unavailable.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/** How long the queue's queries wait for a database that is restarting. */
const DATABASE_WAIT_MS = 30_000;
const DATABASE_RETRY_MS = 250;

/**
 * pg-boss does not wait for some of its own queries (marking a job done or failed), so one that
 * fails while the database restarts would be an unhandled rejection and end the process. Its
 * queries wait for the database instead (only those that never reached it, so none runs twice);
 * after the bound they fail as before.
 */
async function queryOnceReachable(pool: Pool, text: string, values?: unknown[]) {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (;;) {
    try {
      return await pool.query(text, values);
    } catch (error) {
      if (!isConnectionNotMade(error) || Date.now() > deadline) throw error;
      await sleep(DATABASE_RETRY_MS);
    }
  }
}

/**
 * Background jobs in PostgreSQL (pg-boss): they survive restarts and any process of the same
 * build may run them. The queue shares the application's connection pool.
 */
export function createJobQueue(options: { pool: Pool; onError: (error: Error) => void }) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => queryOnceReachable(options.pool, text, values) },
    // One supervising process is enough; maintenance runs where workers run.
    supervise: true,
  });
  boss.on('error', options.onError);
  let started: Promise<unknown> | null = null;
  const queues = new Set<string>();

  async function ensureQueue(name: string) {
    if (!started) started = boss.start();
    await started;
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  }

  return {
    /** Queues a job; a `key` keeps one waiting job per key (a second send is dropped). */
    async send<T extends object>(name: string, data: T, key?: string): Promise<void> {
      await ensureQueue(name);
      await boss.send(name, data, {
        retryLimit: 2,
        retryDelay: 5,
        expireInSeconds: 15 * 60,
        ...(key ? { singletonKey: key } : {}),
      });
    },

    async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
      await ensureQueue(name);
      await boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },

    async stop(): Promise<void> {
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000, close: false });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
