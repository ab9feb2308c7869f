import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type Plugin } from 'vite';
import {
  CHUNK_USE_MODE,
  firstScreenKitGroups,
  recordChunkUse,
} from './build/first-screen-chunks.ts';

// The API server listens on 3000 (API_PORT when several run side by side); in development the
// web app reaches it through this proxy so requests stay same-origin, exactly as in production
// where one process serves both.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const apiProxy = { '/api': { target: apiTarget, changeOrigin: true } };

// CSS modules write `@media (max-width: $mantine-breakpoint-sm)`. Node loads this file without
// a TypeScript loader, so the contracts BREAKPOINTS (spec 9) cannot be imported here; a test keeps
// the two equal.
export const BREAKPOINT_VARIABLES = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
  'mantine-breakpoint-xxl': '102em',
};

/**
 * Mantine's stylesheets, split by component (decision 027). Every Mantine component reads its
 * class names from a `<Name>.module.css.mjs` module; the build adds the matching stylesheet to
 * that module, so a component's CSS lands in the chunk of the screen that draws it, as its code
 * does, and a public page downloads only the styles it uses. The packages without per-component
 * files (dates, notifications, dropzone) bring their one stylesheet the same way. The layered
 * variants (`@layer mantine`) let the app's own CSS modules win whatever order chunks load in.
 */
const MANTINE_CLASS_MAP =
  /[\\/]@mantine[\\/](\w+)[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.css\.mjs$/;

export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'mantine-styles-per-component',
    transform(code, id) {
      const match = MANTINE_CLASS_MAP.exec(id);
      if (!match) return null;
      const [, packageName, component] = match;
      const stylesheet =
        packageName === 'core'
          ? `@mantine/core/styles/${component}.layer.css`
          : `@mantine/${packageName}/styles.layer.css`;
      return { code: `import '${stylesheet}';\n${code}`, map: null };
    },
  };
}

/**
 * Mantine's ScrollArea, which every Mantine table carries (`Table.ScrollContainer`), takes one
 * hook from floating UI, `useMergeRefs`; with it came all of floating UI (≈14 KiB gzip) to the
 * family's card and progress pages, which draw no popover. The scroll area gets the same hook
 * from `src/lib/merge-refs.ts` (Mantine's `useMergedRef`) instead (decision 047). Should Mantine
 * take more from floating UI there, the build fails on the missing export.
 */
const SCROLL_AREA_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export function scrollAreaWithoutFloatingUi(): Plugin {
  let root = process.cwd();
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA_MODULE.test(importer)) {
        return null;
      }
      return path.join(root, 'src/lib/merge-refs.ts');
    },
  };
}

/**
 * The browser runs Preact, not React DOM (decision 047). The app and its libraries are written
 * against React's API; these aliases hand them `preact/compat`, which implements it in ~15 KiB
 * gzip instead of React DOM's ~63. Exact matches only, so `react-router` and `react-i18next`
 * resolve as themselves. The web unit tests use the same list (`vitest.config.ts`), so they
 * test what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => {
  const isChunkUsePass = mode === CHUNK_USE_MODE;
  return {
    plugins: [
      // No fast refresh: it works through React DOM's hooks, which Preact does not call, so an
      // edit would leave the old screen up; a changed module reloads the page instead.
      react({ refreshExclude: /./ }),
      mantineStylesPerComponent(),
      scrollAreaWithoutFloatingUi(),
      isChunkUsePass && recordChunkUse(import.meta.dirname),
    ],
    resolve: { alias: PREACT_ALIASES },
    css: {
      postcss: {
        plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: BREAKPOINT_VARIABLES })],
      },
    },
    server: { port: 5173, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The first of the build's two passes only looks at how screens use the modules.
      write: !isChunkUsePass,
      // dist/.vite/manifest.json: the chunk graph the budget check in `npm test` reads.
      manifest: true,
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Preact (the React API, decision 047) and the router run every screen and change far
          // less often than the app: their own chunk stays cached across deploys. The entry's
          // other modules make one chunk, the modules screens share make a few kits (public,
          // schemas, later, staff: build/first-screen-chunks.ts), and the rest is split by use,
          // so a screen loads only what it draws (decisions 027 and 049).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/ },
              { name: 'start', tags: ['$initial'] },
              ...(isChunkUsePass ? [] : firstScreenKitGroups(import.meta.dirname)),
            ],
          },
        },
      },
    },
  };
});
