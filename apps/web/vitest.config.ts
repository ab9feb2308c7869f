import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  // The tests render with Preact, as the browser does (decision 047). Libraries resolve to their
  // ES builds, as in the browser, so their imports go through the aliases: CommonJS builds (the
  // router's for Node, Testing Library's `main`) would `require('react')` past them.
  resolve: {
    alias: PREACT_ALIASES,
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Node would load a library's own `import 'react'` past the aliases: Vite processes the
    // libraries instead, so Mantine, the router, Query and Testing Library meet the same Preact
    // as the app, and each library is loaded once. Node keeps this config's own imports (the
    // build tools) and dayjs, whose CommonJS locales `require` it and must find that one copy.
    server: { deps: { inline: [/node_modules\/(?!vite\/|@vitejs\/|postcss|dayjs\/)/] } },
    // The React shim for older Reacts is CommonJS, which Node would load as is: bundled first,
    // its `require('react')` goes through the aliases as in the build.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'use-sync-external-store/shim',
            'use-sync-external-store/shim/index.js',
            'use-sync-external-store/shim/with-selector',
            'use-sync-external-store/shim/with-selector.js',
            'use-sync-external-store/with-selector',
            'use-sync-external-store/with-selector.js',
          ],
        },
      },
    },
    // Rendering Mantine screens in jsdom is slow while every project's tests share two cores.
    testTimeout: 20_000,
  },
});
