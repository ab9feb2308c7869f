import { beforeAll } from 'vitest';

/**
 * Imports a chunk the screen under test loads lazily before the file's tests run. Its first
 * import passes the chunk's libraries (Recharts, Tiptap, the deck tools) through Vite's
 * transform, which takes seconds on a busy machine and is no part of what the tests wait for; in
 * the browser the file is one request. Once imported, the screen's own `import()` resolves at once.
 */
export function preloadLazyChunk(load: () => Promise<unknown>): void {
  beforeAll(load, 120_000);
}
