// What the first screen of each built route loads, read from the web build (decision 027): the
// entry chunk with its static imports, the staff shell for signed-in routes, and the route's own
// lazy chunk with its static imports, plus the translation namespaces the page declares. Used by
// the chunk budget (`npm run check:chunks`) and by the web build, which writes the list for the
// server to announce as preloads (`write-first-screens.ts`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppRoute, STARTUP_NAMESPACES } from '@slovo/contracts';
import { listBuiltPages, staffShellModule } from '../apps/web/build/page-loaders-source.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
export const distDir = path.join(webRoot, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
// Signed-in routes draw inside the shell, which public pages never load; it brings its texts.
const STAFF_SHELL_NAMESPACES = ['shell'];
/** A module as the manifest names it: relative to the web app. */
const manifestKey = (module: string) => path.relative(webRoot, module).split(path.sep).join('/');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type FirstScreen = {
  route: AppRoute;
  isPublic: boolean;
  /** Script files (relative to dist), the entry's first. */
  scripts: string[];
  /** Stylesheets (relative to dist). */
  styles: string[];
  /** What index.html names itself: the entry script and the stylesheets of the entry's chunks. */
  htmlFiles: Set<string>;
  /** Every translation namespace the first screen draws with, the startup ones first. */
  namespaces: string[];
};

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath}: run \`npm run build\` first`, { cause: error });
  }
}

function getChunk(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of its own in the build manifest`);
  return chunk;
}

/** The chunks the browser fetches for `keys`: each one and everything it imports statically. */
function collectStaticChunks(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of getChunk(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => getChunk(manifest, key));
}

export function listFirstScreens(): FirstScreen[] {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const entryChunks = collectStaticChunks(manifest, [entryKey]);
  const htmlFiles = new Set([
    getChunk(manifest, entryKey).file,
    ...entryChunks.flatMap((chunk) => chunk.css ?? []),
  ]);
  const shellKey = manifestKey(staffShellModule(webRoot));

  return listBuiltPages(webRoot).map(({ route, isPublic, module, namespaces }) => {
    const pageKey = manifestKey(module);
    const keys = isPublic ? [entryKey, pageKey] : [entryKey, shellKey, pageKey];
    const chunks = collectStaticChunks(manifest, keys);
    return {
      route,
      isPublic,
      scripts: chunks.map((chunk) => chunk.file),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
      htmlFiles,
      namespaces: [
        ...STARTUP_NAMESPACES,
        ...(isPublic ? [] : STAFF_SHELL_NAMESPACES),
        ...namespaces,
      ],
    };
  });
}
