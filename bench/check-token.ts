/**
 * Throughput of an authenticated API call (bearer lookup, user and workspaces from PostgreSQL,
 * access check, serialisation) next to a Fastify hello-world measured in the same run.
 * Run: npx tsx bench/check-token.ts. Prints requests per second and the ratio; no pass/fail.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDatabase, migrateDatabase } from '../apps/server/src/db/client.ts';
import { createDatabaseIfMissing } from '../apps/server/src/db/connect.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const REQUESTS = 4000;
const CONCURRENCY = 16;

async function measure(url: string, headers: Record<string, string> = {}) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const res = await fetch(url, { headers });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  return REQUESTS / ((performance.now() - started) / 1000);
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-bench-'));
await fs.chmod(dir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres') });
await createDatabaseIfMissing(pg.url('postgres'), 'bench');
const { db, pool } = createDatabase(pg.url('bench'));
await migrateDatabase(db);
await seedDemo(db);

const config = parseConfig({ LOG_LEVEL: 'silent' }, { webDistDir: null });
const app = await buildApp({ config, db });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const baseline = Fastify();
baseline.get('/', async () => ({ data: { hello: 'world' } }));
const baselineUrl = await baseline.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${appUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'teacher@example.com', password: 'slovo-demo' }),
});
const { data } = (await login.json()) as { data: { token: string } };

await measure(baselineUrl); // warm-up
const baselineRate = await measure(baselineUrl);
const checkTokenRate = await measure(`${appUrl}/api/check-token`, {
  authorization: `Bearer ${data.token}`,
});
console.log(`baseline hello-world: ${baselineRate.toFixed(0)} req/s`);
console.log(`GET /api/check-token: ${checkTokenRate.toFixed(0)} req/s`);
console.log(`ratio: ${(checkTokenRate / baselineRate).toFixed(2)} of baseline`);

await app.close();
await baseline.close();
await pool.end();
await pg.stop();
await fs.rm(dir, { recursive: true, force: true });
