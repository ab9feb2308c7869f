import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

const EMBEDDED_DATABASE = 'slovo';

/**
 * The database URL to use: DATABASE_URL when set, else the embedded server under DATA_DIR
 * (started here, with its application database created on first run).
 */
export async function resolveDatabase(
  config: Config,
  events: { onLog: (line: string) => void; onGiveUp: (error: Error) => void },
): Promise<{ url: string; embedded: EmbeddedPostgres | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    ...events,
  });
  await createDatabaseIfMissing(embedded.url('postgres'), EMBEDDED_DATABASE);
  return { url: embedded.url(EMBEDDED_DATABASE), embedded };
}

export async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
