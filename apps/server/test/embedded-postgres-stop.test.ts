import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';

const EMBEDDED = path.resolve(import.meta.dirname, '../src/db/embedded-postgres.ts');

let root: string | null = null;

afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
  root = null;
});

it('waits for the database to stop even when nothing else keeps the process alive', async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-pg-stop-'));
  // mkdtemp makes the folder private; the postgres user (when run as root) must reach inside.
  await fs.chmod(root, 0o755);
  // A process whose only work is the database: start it, stop it, then say so. Had the stop
  // not held the process open until PostgreSQL exited, the line after it would never run.
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED)});
    const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(path.join(root, 'pg'))} });
    await pg.stop();
    console.log('stopped');`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 60_000 },
  );
  expect(stdout.trim()).toBe('stopped');
});
