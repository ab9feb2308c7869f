import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import { createDatabase, migrateDatabase } from '../../src/db/client.ts';
import { createDatabaseIfMissing } from '../../src/db/connect.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { createJobQueue } from '../../src/lib/jobs.ts';
import { createToken, createUser } from '../factories.ts';

/** The longest any request may take, database down or not. */
const REQUEST_BOUND_MS = 10_000;

type Answer = {
  url: string;
  status: number;
  retryAfter: unknown;
  code: unknown;
  sentAt: number;
  at: number;
};

async function buildAppOn(url: string, dataDir: string, env: Record<string, string> = {}) {
  const { db, pool } = createDatabase(url);
  const config = parseConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WORKERS: 'false', ...env },
    { webDistDir: null },
  );
  const app = await buildApp({ config, db });
  await app.ready();
  return { app, db, pool };
}

/** One request over HTTP, failed (not waited for) when it takes longer than the bound. */
async function send(
  baseUrl: string,
  request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; body?: object },
): Promise<Answer> {
  const sentAt = Date.now();
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: { 'content-type': 'application/json', ...request.headers },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  });
  const body = (await res.json()) as { code?: unknown };
  return {
    url: request.url,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.code,
    sentAt,
    at: Date.now(),
  };
}

/** Waits until `check` holds, running `refresh` (a read of the database) before each look. */
async function waitFor(
  check: () => boolean,
  timeoutMs: number,
  refresh: () => Promise<void> = async () => {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await refresh();
    if (check()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let dir: string;
let embedded: EmbeddedPostgres;
let app: FastifyInstance;
let pool: pg.Pool;
let baseUrl: string;
let token: string;
let gaveUp: Error | null = null;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-db-loss-'));
  // mkdtemp makes the folder private; the postgres user (when run as root) must reach inside.
  await fs.chmod(dir, 0o755);
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    onGiveUp: (error) => {
      gaveUp = error;
    },
  });
  await createDatabaseIfMissing(embedded.url('postgres'), 'slovo');
  const migrating = createDatabase(embedded.url('slovo'));
  await migrateDatabase(migrating.db);
  await migrating.pool.end();
  const built = await buildAppOn(embedded.url('slovo'), path.join(dir, 'data'));
  ({ app, pool } = built);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const user = await createUser(built.db, { password: 'a-long-password' });
  token = await createToken(built.db, user.id);
}, 180_000);

afterAll(async () => {
  try {
    await app?.close();
    await pool?.end();
  } finally {
    // The server this file started never outlives it, whatever failed before.
    await embedded?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
});

describe('losing the embedded database', () => {
  it('answers only 503 with retry-after while PostgreSQL is down, never hangs, and is back within 5 s of the restart', async () => {
    const answers: Answer[] = [];
    let isRunning = true;
    const requests = [
      { method: 'GET' as const, url: '/api/health' },
      {
        method: 'GET' as const,
        url: '/api/check-token',
        headers: { authorization: `Bearer ${token}` },
      },
      {
        method: 'POST' as const,
        url: '/api/login',
        body: { email: 'nobody@example.test', password: 'wrong-password' },
      },
    ];
    // A bounded stream: a few callers, each sending one request after another.
    const callers = requests.map(async (request) => {
      while (isRunning) answers.push(await send(baseUrl, request));
    });
    try {
      await waitFor(() => answers.filter((a) => a.status === 200).length >= 3, 20_000);
      const oldPid = embedded.pid();
      expect(oldPid).not.toBeNull();
      const killedAt = Date.now();
      process.kill(oldPid as number, 'SIGKILL');

      // Down: seen by the callers. Back: a health check sent after that passes.
      await waitFor(() => answers.some((a) => a.status === 503), 20_000);
      const downAt = Math.min(...answers.filter((a) => a.status === 503).map((a) => a.at));
      const isBack = (a: Answer) =>
        a.sentAt > downAt && a.url === '/api/health' && a.status === 200;
      await waitFor(() => answers.some(isBack), 20_000);
      const backAt = Math.min(...answers.filter(isBack).map((a) => a.at));
      expect(backAt - killedAt).toBeLessThan(5_000);
      expect(embedded.pid()).not.toBe(oldPid);
    } finally {
      isRunning = false;
      await Promise.all(callers);
    }

    const expected = new Map([
      ['/api/health', 200],
      ['/api/check-token', 200],
      ['/api/login', 401],
    ]);
    for (const answer of answers) {
      if (answer.status === expected.get(answer.url)) continue;
      // Failed sign-ins are counted: after ten the limit answers.
      if (answer.url === '/api/login' && answer.status === 429) continue;
      expect(answer).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        retryAfter: expect.stringMatching(/^\d+$/),
      });
    }
    expect(gaveUp).toBeNull();
  });

  it('records a background job that fails while PostgreSQL restarts once it is back, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const jobs = createJobQueue({ pool, onError: () => {} });
    let isStarted = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await jobs.work('database-loss', async () => {
        isStarted = true;
        await gate;
        throw new Error('the job failed');
      });
      await jobs.send('database-loss', {});
      await waitFor(() => isStarted && embedded.pid() !== null, 20_000);
      process.kill(embedded.pid() as number, 'SIGKILL');
      // The job fails while the server is down: pg-boss marks it failed without waiting.
      await waitFor(() => embedded.pid() === null, 20_000);
      release();

      const readState = async () => {
        const found = await pool
          .query("select state from pgboss.job where name = 'database-loss'")
          .catch(() => ({ rows: [] }));
        return found.rows[0]?.state as string | undefined;
      };
      let state: string | undefined;
      await waitFor(
        () => state === 'retry',
        20_000,
        async () => {
          state = await readState();
        },
      );
      expect(unhandled).toEqual([]);
    } finally {
      release();
      await jobs.stop();
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('answers 503 instead of waiting for ever when every connection of the pool is taken', async () => {
    const taken = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      const answer = await send(baseUrl, { method: 'GET', url: '/api/health' });
      expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    } finally {
      for (const client of taken) client.release();
    }
  });

  it('gives up, and says so, when PostgreSQL dies and will not start again', async () => {
    // A setting PostgreSQL refuses makes every new start fail.
    const conf = path.join(await fs.realpath(path.join(dir, 'postgres')), 'postgresql.conf');
    await fs.appendFile(conf, "\nmax_connections = 'many'\n");
    await waitFor(() => embedded.pid() !== null, 20_000);
    process.kill(embedded.pid() as number, 'SIGKILL');
    await waitFor(() => gaveUp !== null, 30_000);
    expect(gaveUp?.message).toContain('max_connections');
    expect(embedded.pid()).toBeNull();
  });
});

describe('a database that cannot be reached', () => {
  let unreachable: Awaited<ReturnType<typeof buildAppOn>>;

  beforeAll(async () => {
    // A port nothing listens on: taken and released again.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    unreachable = await buildAppOn(
      `postgres://postgres:secret@127.0.0.1:${port}/slovo`,
      path.join(dir, 'unreachable'),
      { READ_CACHE: 'false' },
    );
  });
  afterAll(async () => {
    await unreachable.app.close();
    await unreachable.pool.end();
  });

  it('/api/health answers 503 naming the database as the part that is down', async () => {
    const res = await unreachable.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      details: { down: 'database' },
    });
  });

  it('answers API calls with 503 DATABASE_UNAVAILABLE in the caller language, not 500', async () => {
    const res = await unreachable.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { lang: 'en' },
      payload: { email: 'someone@example.test', password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a few seconds',
    });
  });
});
