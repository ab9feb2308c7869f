/**
 * What every benchmark shares: a throwaway embedded PostgreSQL with the schema and demo data,
 * the app listening on a free port, a Fastify hello-world beside it, and autocannon runs (in a
 * thread of their own) at a fixed concurrency, reported as requests/s with p95/p99 latency and
 * the ratio to the baseline.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDatabase, migrateDatabase } from '../apps/server/src/db/client.ts';
import { createDatabaseIfMissing } from '../apps/server/src/db/connect.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.ts';

export type Measured = { label: string; rps: number; p95: number; p99: number };

export async function startBench() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-bench-'));
  await fs.chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres') });
  await createDatabaseIfMissing(pg.url('postgres'), 'bench');
  const { db, pool } = createDatabase(pg.url('bench'));
  await migrateDatabase(db);
  await seedDemo(db);

  const config = parseConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: dir, WORKERS: 'false', SLIDE_RENDERER: 'browser' },
    { webDistDir: null },
  );
  const app = await buildApp({ config, db });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const baseline = Fastify();
  baseline.get('/', async () => ({ data: { hello: 'world' } }));
  // The same hello-world after one round trip to PostgreSQL on the app's pool: the ceiling of
  // any read the database answers, whatever the query.
  baseline.get('/database', async () => {
    const { rows } = await pool.query({ name: 'bench-ceiling', text: 'select 1 as hello' });
    return { data: rows[0] };
  });
  const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

  async function signIn(email: string) {
    const login = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const me = await fetch(`${appUrl}/api/check-token`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    const user = ((await me.json()) as { data: { workspaces: { workspaceId: number }[] } }).data;
    return { token: data.token, workspaceId: user.workspaces[0]?.workspaceId ?? 0 };
  }

  async function measure(
    label: string,
    url: string,
    options: {
      headers?: Record<string, string>;
      connections?: number;
      seconds?: number;
      /** Every request a different URL, so none is answered from the read cache. */
      isUncached?: boolean;
    } = {},
  ): Promise<Measured> {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        url,
        connections: options.connections ?? 50,
        seconds: options.seconds ?? 10,
        headers: options.headers ?? {},
        isUncached: options.isUncached ?? false,
      },
    });
    const result = await new Promise<{ rps: number; p95: number; p99: number; failures: number }>(
      (resolve, reject) => {
        worker.on('message', (message) => {
          if (message?.kind === 'load-result') resolve(message);
        });
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    if (result.failures > 0) throw new Error(`${label}: ${result.failures} failed requests`);
    return { label, rps: result.rps, p95: result.p95, p99: result.p99 };
  }

  async function stop() {
    await app.close();
    await baseline.close();
    await pool.end();
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }

  return { db, app, appUrl, baselineUrl, signIn, measure, stop };
}

export function printTable(baseline: Measured, rows: Measured[]) {
  const line = (m: Measured) =>
    `${m.label.padEnd(52)} ${m.rps.toFixed(0).padStart(7)} req/s  p95 ${m.p95
      .toFixed(1)
      .padStart(
        6,
      )} ms  p99 ${m.p99.toFixed(1).padStart(6)} ms  ratio ${(m.rps / baseline.rps).toFixed(2)}`;
  console.log(line(baseline));
  for (const row of rows) console.log(line(row));
}
