/**
 * Worker thread entry of the theme worker pool: themes one deck per message. Bundled beside
 * dist/main.js as dist/theme-worker.js; loaded through theme-worker-bootstrap.mjs from sources.
 */
import { parentPort } from 'node:worker_threads';
import { applyTheme, type ThemeArt } from './theme-deck.ts';

export type ThemeTask = { deck: Uint8Array; art: ThemeArt; seed: string };
/** What a pool worker posts back for each task. */
export type WorkerReply<Result> = { result: Result } | { error: string };

const port = parentPort;
if (!port) throw new Error('theme-worker only runs as a worker thread');

port.on('message', (task: ThemeTask) => {
  let deck: Uint8Array;
  try {
    deck = applyTheme(task.deck, task.art, { seed: task.seed });
  } catch (error) {
    // A bad deck fails its own task only; the thread stays up for the next one.
    const reply: WorkerReply<Uint8Array> = {
      error: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(reply);
    return;
  }
  const reply: WorkerReply<Uint8Array> = { result: deck };
  // zipSync's output owns its whole buffer, so handing it over moves it without a copy.
  port.postMessage(reply, [deck.buffer as ArrayBuffer]);
});
