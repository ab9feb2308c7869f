// A worker thread does not inherit the TypeScript loader that tsx or vitest gave the main thread
// (Node resolves a .ts worker entry before any --import hook runs), so running from sources the
// pool starts this plain module, which registers tsx in the thread and then loads the real entry.
// The production bundle starts dist/theme-worker.js directly and never needs tsx.
import { register } from 'tsx/esm/api';

register();
await import('./theme-worker.ts');
