import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

let root: string | null = null;
let server: ChildProcess | null = null;
let postgresPid: number | null = null;

afterEach(async () => {
  server?.kill('SIGKILL');
  server = null;
  // Had the server left its database running, it would be stopped here, not kept for ever.
  if (postgresPid !== null && isAlive(postgresPid)) process.kill(postgresPid, 'SIGQUIT');
  postgresPid = null;
  if (root) await fs.rm(root, { recursive: true, force: true });
  root = null;
});

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `ps` lines of the children of `pid` (`ps` fails when there are none yet). */
async function listChildren(pid: number, columns: string): Promise<string> {
  try {
    return (await promisify(execFile)('ps', ['-o', columns, '--ppid', String(pid)])).stdout;
  } catch {
    return '';
  }
}

/** The embedded PostgreSQL the server started (its postmaster, a child of the server). */
async function findPostgres(parentPid: number): Promise<{ pid: number } | null> {
  const stdout = await listChildren(parentPid, 'pid=,args=');
  const match = /^\s*(\d+)\s+\S*\/postgres\b/m.exec(stdout);
  return match ? { pid: Number(match[1]) } : null;
}

/**
 * Whether the server has connected to its own database: it migrates first, and by then it
 * answers signals itself. Each connection is a PostgreSQL process named after its database.
 */
async function hasConnected(postgresPid: number): Promise<boolean> {
  const stdout = await listChildren(postgresPid, 'args=');
  return /^postgres: \S+ slovo /m.test(stdout);
}

/** Asks `probe` every 50 ms until it answers; `isServerNeeded` fails fast if the server died. */
async function waitFor<T>(
  probe: () => Promise<T | null | false>,
  what: string,
  isServerNeeded = true,
): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (isServerNeeded && server?.exitCode !== null) {
      throw new Error(`the server exited before ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('stops the embedded database when interrupted while it migrates and seeds', async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-stop-'));
  // A folder any user can enter, as a project folder usually is (decision 019).
  await fs.chmod(root, 0o755);
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: path.join(root, 'data'), PORT: '0' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
  const serverPid = server.pid as number;

  const postgres = await waitFor(() => findPostgres(serverPid), 'PostgreSQL started');
  postgresPid = postgres.pid;
  await waitFor(() => hasConnected(postgres.pid), 'the server connected to its database');
  server.kill('SIGINT');

  // A clean stop, not an exit on an error of a step that ran on after the signal.
  expect(await exited).toBe(0);
  // Stopped with its server, not left running without it.
  await waitFor(async () => !isAlive(postgres.pid), 'PostgreSQL stopped', false);
  expect(isAlive(postgres.pid)).toBe(false);
}, 120_000);
