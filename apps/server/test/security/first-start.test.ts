import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

let root: string;
let sharedDir: string;
const started: EmbeddedPostgres[] = [];

async function start(dataDir: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, sharedDir });
  started.push(server);
  return server;
}

async function query(server: EmbeddedPostgres, sql: string) {
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-first-start-'));
  // The folder stands for a project folder any user can enter (the usual case) ...
  await fs.chmod(root, 0o755);
  // ... and this one for the place PostgreSQL's files go when the project folder is private.
  sharedDir = path.join(root, 'shared');
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
  await fs.rm(root, { recursive: true, force: true });
});

describe('the first start of the embedded database', () => {
  it.each([
    ['an empty cluster folder', async (_cluster: string) => {}],
    [
      'a cluster folder with PG_VERSION but no password',
      async (cluster: string) => {
        await fs.writeFile(path.join(cluster, 'PG_VERSION'), '18\n');
        await fs.mkdir(path.join(cluster, 'base'));
      },
    ],
  ])(
    'makes the cluster again when the first initialisation was interrupted (%s)',
    async (_, leave) => {
      const cluster = path.join(root, 'data', 'postgres');
      await fs.mkdir(cluster, { recursive: true });
      await leave(cluster);

      const server = await start(cluster);
      expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
    },
  );

  it('keeps a cluster that has been started, with its data, at the next start', async () => {
    const cluster = path.join(root, 'data', 'postgres');
    const first = await start(cluster);
    await query(first, 'create table kept (id int); insert into kept values (7)');
    await first.stop();

    const second = await start(cluster);
    expect(await query(second, 'select id from kept')).toEqual([{ id: 7 }]);
  });

  it('starts when the project folder is private to its owner (a clone under /root)', async () => {
    const project = path.join(root, 'project');
    await fs.mkdir(project, { mode: 0o700 });
    const cluster = path.join(project, 'data', 'postgres');

    const first = await start(cluster);
    await query(first, 'create table kept (id int); insert into kept values (7)');
    await first.stop();
    // The data is found from the project folder at the next start.
    const second = await start(cluster);
    expect(await query(second, 'select id from kept')).toEqual([{ id: 7 }]);
  });
});
