// `npm start`: builds the web app and the server when their sources are newer than the build,
// then runs the server: in this process when MALLOC_ARENA_MAX is already set (or off Linux),
// otherwise in a child process started with MALLOC_ARENA_MAX=2.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) =>
  path.join(root, p),
);
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
  'scripts/precompress.mjs',
  'scripts/first-screens.ts',
  'scripts/write-first-screens.ts',
].map((p) => path.join(root, p));

function newestTime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newestTime(path.join(target, name))),
  );
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newestTime)) > builtAt) {
  console.log('Building Slovo (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// glibc reads MALLOC_ARENA_MAX once, when a process starts, so this process cannot lower it for
// itself. Without it every theme worker thread keeps a malloc arena of freed buffers, which took
// generation's peak memory past its target (decisions 029 and 030).
if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX) {
  await import(pathToFileURL(outputs[0]).href);
} else {
  // Its own process group, so Ctrl+C reaches this process only (npm may pass the same Ctrl+C on
  // once more). The first signal is passed on and later ones are ignored: a second signal would
  // make the server stop at once instead of finishing its requests (it stops within 10 s anyway).
  const server = spawn(process.execPath, [...process.execArgv, outputs[0]], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!isStopping) server.kill(signal);
      isStopping = true;
    });
  }
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
  });
}
