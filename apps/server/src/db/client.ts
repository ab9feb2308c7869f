import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];

export function createDatabase(url: string) {
  // While the database is down or restarting, a request waits at most this long for a
  // connection, then answers 503 (plugins/errors.ts): no request hangs.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server closed (restart, shutdown) is dropped from the pool and the
  // next query opens a new one: never a reason to crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}

/**
 * Applies the committed SQL migrations. The folder sits beside this module in the sources and
 * beside the bundle (the build copies it), so one relative URL serves both.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) });
}

/** The transaction handle Drizzle passes to `db.transaction` callbacks. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
