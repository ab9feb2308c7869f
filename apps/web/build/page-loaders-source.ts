// The screens of the built routes as the web build tooling sees them: the chunk budget, the
// preload list (scripts/first-screens.ts) and the build's kits (first-screen-chunks.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
// By path, not by package name: Vite loads its config without a TypeScript loader for packages.
import { type AppRoute, listBuiltRoutes } from '../../../packages/contracts/src/routes.ts';

/** A built route with its page module (absolute path) and the namespaces it draws with. */
export type BuiltPage = {
  route: AppRoute;
  isPublic: boolean;
  module: string;
  namespaces: string[];
};

/**
 * Every built route's page, from `src/app/page-loaders.ts`, which keeps one
 * `routeId: { namespaces: [...], load: () => import('...') }` entry per route.
 */
export function listBuiltPages(webRoot: string): BuiltPage[] {
  const appDir = path.join(webRoot, 'src/app');
  const source = readFileSync(path.join(appDir, 'page-loaders.ts'), 'utf8');
  const pages = new Map<string, { module: string; namespaces: string[] }>();
  const entry = /(\w+): \{\s*namespaces: \[([^\]]*)\],\s*load: \(\) =>\s*import\('([^']+)'\)/g;
  for (const [, routeId, namespaces, specifier] of source.matchAll(entry)) {
    pages.set(routeId as string, {
      module: path.join(appDir, specifier as string),
      namespaces: [...(namespaces as string).matchAll(/'([\w-]+)'/g)].map(
        (name) => name[1] as string,
      ),
    });
  }
  return listBuiltRoutes().map((route) => {
    const page = pages.get(route.id);
    if (!page) throw new Error(`page-loaders.ts has no page for route "${route.id}"`);
    return { route, isPublic: route.access === 'public', ...page };
  });
}

/** The staff shell every signed-in route draws inside (public pages never load it). */
export const staffShellModule = (webRoot: string) =>
  path.join(webRoot, 'src/app/protected-layout.tsx');
