/**
 * How fast do the pages open? Builds the app, starts the built server (as `npm start` does) on a
 * throwaway data folder with the demo data, and runs Lighthouse in Debian's Chromium on the pages
 * families open on a phone (mobile preset: simulated slow 4G, 4x CPU slowdown) and on the pages
 * staff open at a desk (desktop preset, signed in). Prints one table next to the budgets; it is a
 * measurement, not a gate, so it exits 0 whatever the scores (non-zero only when it could not
 * measure). Run: npm run bench:web [-- --runs 5] [-- --save <folder>] (the latter keeps each run's
 * whole Lighthouse report as JSON).
 *
 * Lighthouse's simulated throttling starts from what this machine observed, so a busy machine
 * lowers the scores: compare runs made on the same machine in the same state.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { STORAGE_KEYS } from '@slovo/contracts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'slovo-demo';
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, save: { type: 'string' } },
});
// One Lighthouse run swings by several points; the median of a few is steadier.
const RUNS = Math.max(1, Number(args.runs) || 1);

type Preset = 'mobile' | 'desktop';
type Page = { label: string; path: string; preset: Preset; token?: string };
/** What the Lighthouse thread posts back. */
type Measured = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The scripts the page names as its first screen: the entry and its preload hints. */
  firstScreenJsKiB: number;
  jsKiB: number;
  totalKiB: number;
  finalUrl: string;
  warnings: string[];
  versions: string;
};
type Row = Measured & { label: string; preset: Preset };

const BUDGETS = {
  mobile: { performance: 90, accessibility: 100, firstScreenJsKiB: 150 },
  desktop: { performance: 95, accessibility: null, firstScreenJsKiB: 300 },
} as const;

let server: ChildProcess | null = null;
/** The Lighthouse run under way: its thread and the Chromium it started. */
let running: { worker: Worker; chromiumPid: number | null } | null = null;
let dataDir: string | null = null;
let versions = '';
let isInterrupted = false;
/** Settles once the server answers (or gave up); it handles SIGTERM only from then on. */
let starting: Promise<void> | null = null;

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer() {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-bench-web-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // A group of its own: Ctrl+C reaches only this script, which then sends the server one
    // SIGTERM (a second signal would make it exit before stopping its database).
    detached: true,
  });
  server = child;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) while starting`))),
  );
  // The first start creates the database and the demo data, which takes a while on 2 cores.
  const deadline = Date.now() + 180_000;
  starting = (async () => {
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      const answer = await fetch(`${baseUrl}/api/health`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the server did not answer /api/health within 180 s');
  })();
  await Promise.race([starting, exited]);
  return baseUrl;
}

function killChromium(pid: number | null) {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

let stopping: Promise<void> | null = null;
/** Once, however many times it is asked (a signal and the failing run both ask). */
function stopAll() {
  stopping ??= stopEverything();
  return stopping;
}

/** Stops Chromium and the server (SIGTERM lets it stop its embedded PostgreSQL cleanly). */
async function stopEverything() {
  if (running) {
    const { worker, chromiumPid } = running;
    running = null;
    await worker.terminate();
    killChromium(chromiumPid);
  }
  const child = server;
  server = null;
  await starting?.catch(() => undefined);
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) {
    await stopLeftDatabase(path.join(dataDir, 'postgres'));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  dataDir = null;
}

/**
 * The embedded PostgreSQL runs detached from the server, so a server that died without stopping
 * it leaves it running on our data folder: stop it by the pid it wrote there (SIGINT: fast
 * shutdown).
 */
async function stopLeftDatabase(pgDir: string) {
  const pidFile = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  const isAlive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !isAlive()) return;
  process.kill(pid, 'SIGINT');
  for (let wait = 0; wait < 60 && isAlive(); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    isInterrupted = true;
    console.error(`\n${signal}: stopping the server...`);
    void stopAll().finally(() => process.exit(130));
  });
}

async function api<T>(baseUrl: string, route: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${route}`, init);
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

async function signIn(baseUrl: string, email: string) {
  const { token } = await api<{ token: string }>(baseUrl, '/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${token}` };
  const me = await api<{ workspaces: { workspaceId: number }[] }>(baseUrl, '/check-token', {
    headers,
  });
  return { token, headers, workspaceId: me.workspaces[0]?.workspaceId ?? 0 };
}

/** The pages to measure; the links a family gets are made through the API as the teacher does. */
async function findPages(baseUrl: string): Promise<Page[]> {
  const teacher = await signIn(baseUrl, 'teacher@example.com');
  const author = await signIn(baseUrl, 'author@example.com');
  const workspace = `workspace_id=${teacher.workspaceId}`;
  // The demo school's prepared lesson with a time (Марко's, tomorrow).
  const [scheduled] = await api<{ id: number; protocol_id: number }[]>(
    baseUrl,
    `/lessons?${workspace}&state=upcoming&is_scheduled=true`,
    { headers: teacher.headers },
  );
  if (!scheduled) throw new Error('the demo data has no scheduled lesson');
  const lesson = await api<{ play_url: string }>(baseUrl, `/lesson/${scheduled.id}?${workspace}`, {
    headers: teacher.headers,
  });
  // Rotating gives the protocol's parent link in the answer (sending it would need a mail server).
  const protocol = await api<{ share_url: string | null }>(
    baseUrl,
    `/protocols/${scheduled.protocol_id}/share/rotate`,
    {
      method: 'POST',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ workspace_id: teacher.workspaceId }),
    },
  );
  if (!protocol.share_url) throw new Error('rotating the parent link gave no link');
  return [
    { label: 'sign-in /login', path: '/login', preset: 'mobile' },
    { label: 'family plan link', path: new URL(protocol.share_url).pathname, preset: 'mobile' },
    { label: "child's player link", path: new URL(lesson.play_url).pathname, preset: 'mobile' },
    { label: '/clients (teacher)', path: '/clients', preset: 'desktop', token: teacher.token },
    { label: '/exercises (author)', path: '/exercises', preset: 'desktop', token: author.token },
  ];
}

/** The paths of the scripts a page names as its first screen: index.html's entry and the hints. */
async function listFirstScreenScripts(baseUrl: string, page: Page): Promise<string[]> {
  const answer = await fetch(`${baseUrl}${page.path}`);
  const html = await answer.text();
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
  const hinted = [...(answer.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)];
  return [...entry, ...hinted.map((m) => m[1])].filter((file): file is string => Boolean(file));
}

async function runLighthouse(baseUrl: string, page: Page, run: number): Promise<Row> {
  const reportPath = args.save
    ? path.resolve(
        args.save,
        `${page.label.replace(/[^\w]+/g, '-')}-${page.preset}-${run + 1}.json`,
      )
    : undefined;
  if (reportPath) await fs.mkdir(path.dirname(reportPath), { recursive: true });
  const worker = new Worker(new URL('./lighthouse-worker.mjs', import.meta.url), {
    workerData: {
      url: `${baseUrl}${page.path}`,
      preset: page.preset,
      token: page.token,
      tokenKey: STORAGE_KEYS.auth,
      tokenUrl: `${baseUrl}/api/health`,
      chromium: CHROMIUM,
      // A fresh profile each run (nothing cached), inside the data folder so it goes with it
      // even when Chromium had to be killed.
      profileDir: await fs.mkdtemp(path.join(dataDir ?? os.tmpdir(), 'chromium-')),
      reportPath,
      firstScreenScripts: await listFirstScreenScripts(baseUrl, page),
    },
  });
  const current: { worker: Worker; chromiumPid: number | null } = { worker, chromiumPid: null };
  running = current;
  let isAnswered = false;
  try {
    const result = await new Promise<Measured>((resolve, reject) => {
      worker.on('message', (message: { kind: string; pid?: number } & Measured) => {
        if (message.kind === 'browser') current.chromiumPid = message.pid ?? null;
        if (message.kind === 'result') {
          isAnswered = true;
          resolve(message);
        }
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the Lighthouse thread exited (${code})`)));
    });
    versions = result.versions;
    const warnings = [...result.warnings];
    // A signed-in page that sent us back to the sign-in form would measure the wrong page.
    if (new URL(result.finalUrl).pathname !== page.path)
      warnings.push(`ended on ${result.finalUrl}`);
    return { ...result, label: page.label, preset: page.preset, warnings };
  } catch (error) {
    throw new Error(`${page.label}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    running = null;
    await worker.terminate();
    // The thread closed its Chromium before answering; one that failed may have left it open.
    if (!isAnswered) killChromium(current.chromiumPid);
  }
}

/** The run in the middle by performance score (ties: by LCP). */
function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)] as Row;
}

function printTable(rows: Row[]) {
  const mark = (isOk: boolean) => (isOk ? 'ok' : 'over');
  const header = [
    'page'.padEnd(22),
    'preset '.padEnd(8),
    'performance'.padEnd(12),
    'accessibility'.padEnd(14),
    'FCP'.padStart(7),
    'LCP'.padStart(7),
    'TBT'.padStart(8),
    'CLS'.padStart(6),
    'first JS KiB'.padEnd(13),
    'JS KiB'.padStart(6),
    'total KiB'.padStart(9),
  ];
  console.log(header.join(' '));
  for (const row of rows) {
    const budget = BUDGETS[row.preset];
    const accessibility =
      budget.accessibility === null
        ? String(row.accessibility)
        : `${row.accessibility} ${mark(row.accessibility >= budget.accessibility)}`;
    const cells = [
      row.label.padEnd(22),
      row.preset.padEnd(8),
      `${row.performance} ${mark(row.performance >= budget.performance)}`.padEnd(12),
      accessibility.padEnd(14),
      `${(row.fcp / 1000).toFixed(1)} s`.padStart(7),
      `${(row.lcp / 1000).toFixed(1)} s`.padStart(7),
      `${row.tbt.toFixed(0)} ms`.padStart(8),
      row.cls.toFixed(3).padStart(6),
      `${row.firstScreenJsKiB.toFixed(0).padStart(6)} ${mark(row.firstScreenJsKiB <= budget.firstScreenJsKiB)}`.padEnd(
        13,
      ),
      row.jsKiB.toFixed(0).padStart(6),
      row.totalKiB.toFixed(0).padStart(9),
    ];
    console.log(cells.join(' '));
    for (const warning of row.warnings) console.log(`  ${row.label}: ${warning}`);
  }
  console.log(
    `\nbudgets: public pages (mobile): performance >= ${BUDGETS.mobile.performance}, accessibility = ${BUDGETS.mobile.accessibility}, first-screen JS <= ${BUDGETS.mobile.firstScreenJsKiB} KiB transferred;` +
      `\n         staff pages (desktop): performance >= ${BUDGETS.desktop.performance}, first-screen JS <= ${BUDGETS.desktop.firstScreenJsKiB} KiB transferred` +
      '\nKiB: bytes over the network for the first load with an empty cache (after compression, if any);' +
      '\n     first JS: the scripts the page names as its first screen, JS: all of them (later ones too)',
  );
}

try {
  console.log('Building the app (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error('the build failed');
  }
  console.log('Starting it on a fresh data folder with the demo data...');
  const baseUrl = await startServer();
  const pages = await findPages(baseUrl);
  console.log(`Measuring ${pages.length} pages, median of ${RUNS} Lighthouse run(s) each...\n`);
  const rows: Row[] = [];
  for (const page of pages) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run++) {
      // On a busy machine Chromium now and then misses one of Lighthouse's protocol deadlines;
      // that run says nothing about the page, so it is made again (twice at most).
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await runLighthouse(baseUrl, page, run));
          break;
        } catch (error) {
          if (attempt === 3 || isInterrupted) throw error;
          console.log(`${error instanceof Error ? error.message : String(error)}; running again`);
        }
      }
    }
    rows.push(median(runs));
  }
  printTable(rows);
  // Simulated throttling scales what this machine observed: say how busy it was.
  const load = os.loadavg()[0] ?? 0;
  console.log(`${versions}\n${os.cpus().length} cores, load average ${load.toFixed(1)} at the end`);
  await stopAll();
} catch (error) {
  if (!isInterrupted) {
    console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await stopAll();
  process.exit(isInterrupted ? 130 : 1);
}
