import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, parseConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { createDatabaseIfMissing } from '../src/db/connect.ts';

const TEMPLATE_DATABASE = 'slovo_template';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Every route as Fastify registered it. */
  routes: RouteOptions[];
  close: () => Promise<void>;
};

/**
 * A fresh database on the test server: cloned from the migrated template, or empty (`blank`) for
 * tests that migrate it themselves.
 */
export async function createTestDatabase(options: { blank?: boolean } = {}) {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await createDatabaseIfMissing(adminUrl, name, options.blank ? undefined : TEMPLATE_DATABASE);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return createDatabase(url.toString());
}

export async function buildTestApp(
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
  /** A database the test prepared (it is closed with the app); a fresh clone by default. */
  database?: ReturnType<typeof createDatabase>,
): Promise<TestApp> {
  const { db, pool } = database ?? (await createTestDatabase());
  // Files and the mail outbox of each test app stay in a folder of its own.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-test-data-'));
  const config = parseConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WORKERS: 'false', ...env },
    { webDistDir: null },
  );
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db,
    onRoute: (route) => routes.push(route),
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    routes,
    close: async () => {
      await app.close();
      await pool.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
