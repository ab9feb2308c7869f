import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateDatabase } from '../src/db/client.ts';
import { createDatabaseIfMissing } from '../src/db/connect.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

export const TEMPLATE_DATABASE = 'slovo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run (or TEST_DATABASE_URL's server), with a migrated
 * template database that every test file clones into a database of its own.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-test-'));
    // mkdtemp makes the folder private; the postgres user (when run as root) must reach inside.
    await fs.chmod(dir, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres') });
    adminUrl = pg.url('postgres');
    stop = async () => {
      await pg.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await createDatabaseIfMissing(adminUrl, TEMPLATE_DATABASE);
  const { db, pool } = createDatabase(templateUrl.toString());
  await migrateDatabase(db);
  await pool.end();

  project.provide('pgAdminUrl', adminUrl);
  return stop;
}
