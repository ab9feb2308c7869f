import type { Pool } from 'pg';
import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background jobs in PostgreSQL (pg-boss): they survive restarts and any process of the same
 * build may run them. The queue shares the application's connection pool.
 */
export function createJobQueue(options: { pool: Pool; onError: (error: Error) => void }) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.pool.query(text, values) },
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
