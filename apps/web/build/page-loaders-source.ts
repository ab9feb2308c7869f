// The screens of the built routes as the web build tooling sees them: the chunk budget, the
// preload list (scripts/first-screens.ts) and the build's kits (first-screen-chunks.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A route's page module (absolute path) and the translation namespaces it draws with. */
export type PageSource = { module: string; namespaces: string[] };

/**
 * Every route's page from `src/app/page-loaders.ts`, which keeps one
 * `routeId: { namespaces: [...], load: () => import('...') }` entry per route, by route id.
 */
export function readPageLoaders(webRoot: string): Map<string, PageSource> {
  const appDir = path.join(webRoot, 'src/app');
  const source = readFileSync(path.join(appDir, 'page-loaders.ts'), 'utf8');
  const pages = new Map<string, PageSource>();
  const entry = /(\w+): \{\s*namespaces: \[([^\]]*)\],\s*load: \(\) =>\s*import\('([^']+)'\)/g;
  for (const [, routeId, namespaces, specifier] of source.matchAll(entry)) {
    pages.set(routeId as string, {
      module: path.join(appDir, specifier as string),
      namespaces: [...(namespaces as string).matchAll(/'([\w-]+)'/g)].map(
        (name) => name[1] as string,
      ),
    });
  }
  return pages;
}

/** The staff shell every signed-in route draws inside (public pages never load it). */
export const staffShellModule = (webRoot: string) =>
  path.join(webRoot, 'src/app/protected-layout.tsx');
