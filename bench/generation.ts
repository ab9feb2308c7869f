/**
 * Themed-deck generation at scale: 200 ten-slide decks x 5 themes (1,000 decks) queued at once on
 * the theme worker pool, next to a baseline measured in the same run: reading and writing the
 * same zips unchanged with fflate (unzipSync + zipSync, XML deflated, media stored, as the
 * generator writes them). Three alternating rounds of each; medians are reported. Peak memory is
 * the process RSS sampled every 10 ms; worker threads live in the same process, so it covers
 * them. Run: npm run bench:generation (it sets MALLOC_ARENA_MAX=2, as a theming process should
 * run: decision 029). No pass/fail: targets are >= 60 decks/s, >= 0.5 of the baseline and a peak
 * <= 512 MB.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { measureBackgroundShades } from '../apps/server/src/lib/pptx/background-shades.ts';
import { applyTheme, type ThemeArt } from '../apps/server/src/lib/pptx/theme-deck.ts';
import type { ThemeTask } from '../apps/server/src/lib/pptx/theme-worker.ts';
import {
  createThemeWorkerPool,
  createWorkerPool,
} from '../apps/server/src/lib/pptx/theme-worker-pool.ts';
import { buildPng } from '../apps/server/test/images.ts';
import { buildDeck } from '../apps/server/test/pptx-fixtures.ts';

const DECKS = 200;
const SLIDES = 10;
const THEME_COLORS = ['#f4d35e', '#2a9d8f', '#e76f51', '#8ecae6', '#b5838d'];
const WORDS = ['rocket', 'tiger', 'river', 'rabbit', 'lemon', 'ladder', 'snake', 'train', 'cow'];

type Run = { label: string; decks: number; seconds: number; bytes: number };

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function pickWords(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(
    ' ',
  );
}

/** Title-only slides give the character room; slides with text mostly leave none. */
async function buildDecks(): Promise<Buffer[]> {
  const decks: Buffer[] = [];
  for (let n = 0; n < DECKS; n++) {
    decks.push(
      await buildDeck({
        slides: Array.from({ length: SLIDES }, (_, k) => ({
          title: `Lesson ${n + 1}: ${pickWords(n + k, 2)}`,
          text: k % 2 ? pickWords(n * SLIDES + k, 12) : undefined,
          notes: `Say: ${pickWords(n + k * 5, 6)}`,
          audio: n % 10 === 0 && k === 2,
        })),
      }),
    );
  }
  return decks;
}

async function buildThemes(): Promise<ThemeArt[]> {
  // About the size of a short mp3 clip; the generator never decodes it.
  const clip = new Uint8Array(randomBytes(48 * 1024));
  const characters = [
    { data: new Uint8Array(await buildPng('#222222', 400, 600)), width: 400, height: 600 },
    { data: new Uint8Array(await buildPng('#eeeeee', 600, 400)), width: 600, height: 400 },
  ];
  return Promise.all(
    THEME_COLORS.map(async (color, i) => {
      const background = new Uint8Array(await buildPng(color, 1280, 720));
      return {
        background: { data: background, shades: await measureBackgroundShades(background) },
        characters,
        sound: i === 0 ? { data: clip, extension: 'mp3' as const } : null,
      };
    }),
  );
}

/** The largest RSS seen while `work` runs. */
async function trackPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

async function measure(
  label: string,
  tasks: ThemeTask[],
  run: (task: ThemeTask) => Promise<Uint8Array>,
): Promise<Run> {
  gc();
  let bytes = 0;
  const started = performance.now();
  // Everything queued at once: the pool's own queue decides the order.
  await Promise.all(
    tasks.map((task) =>
      run(task).then((deck) => {
        bytes += deck.length;
      }),
    ),
  );
  return { label, decks: tasks.length, seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * The baseline runs in the same pool implementation with the same thread count and the same task
 * message (deck, art and seed cloned in, result transferred out), so the only difference left is
 * the theming itself. Its worker is plain JavaScript importing the fflate the server uses.
 */
function buildBaselineWorker(): URL {
  // fflate is the server's dependency, so it is looked up from there (its CommonJS build: the
  // same code as the ES module the server loads).
  const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
  const fflate = pathToFileURL(serverRequire.resolve('fflate')).href;
  const source = `
    import { parentPort } from 'node:worker_threads';
    import { unzipSync, zipSync } from ${JSON.stringify(fflate)};
    const mtime = new Date(1980, 0, 1);
    parentPort.on('message', ({ deck }) => {
      const entries = {};
      for (const [name, data] of Object.entries(unzipSync(deck))) {
        entries[name] = [data, { level: /\\.(xml|rels|vml)$/i.test(name) ? 6 : 0 }];
      }
      const result = zipSync(entries, { mtime });
      parentPort.postMessage({ result }, [result.buffer]);
    });`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

const decks = await buildDecks();
const themes = await buildThemes();
const tasks: ThemeTask[] = themes.flatMap((art, t) =>
  decks.map((deck, d) => ({ deck, art, seed: `deck-${d}-theme-${t}` })),
);
const deckBytes = decks.reduce((sum, deck) => sum + deck.length, 0);

// The theme pool's own default: one thread per core, at most 4.
const size = Math.min(os.availableParallelism(), 4);
const warmUp = tasks.slice(0, size * 4);

/**
 * One pool per phase, so each phase's peak holds its own threads only. Threads start on demand
 * (the theme worker from sources also loads tsx), so they are started before the clock runs.
 */
async function measurePool(
  label: string,
  pool: { close(): Promise<void> },
  run: (task: ThemeTask) => Promise<Uint8Array>,
) {
  gc();
  const measured = await trackPeakRss(async () => {
    await Promise.all(warmUp.map(run));
    return measure(label, tasks, run);
  });
  await pool.close();
  return measured;
}

// Phases alternate and the median counts, so a burst of load from elsewhere on the machine
// skews one round rather than one side of the ratio.
const ROUNDS = 3;
gc();
const startRss = process.memoryUsage().rss;
const baselineRuns: { result: Run; peak: number }[] = [];
const themedRuns: { result: Run; peak: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const baselinePool = createWorkerPool<ThemeTask, Uint8Array>(buildBaselineWorker(), { size });
  baselineRuns.push(
    await measurePool('baseline: fflate unzip + zip, unchanged', baselinePool, (task) =>
      baselinePool.run(task),
    ),
  );
  const themePool = createThemeWorkerPool({ size });
  themedRuns.push(
    await measurePool('themed: background, character, sound', themePool, (task) =>
      themePool.run(task.deck, task.art, task.seed),
    ),
  );
}

// One thread, no pool: what a single deck costs.
gc();
const sample = tasks.slice(0, 100);
const inProcessStart = performance.now();
for (const task of sample) applyTheme(task.deck, task.art, { seed: task.seed });
const inProcessMs = (performance.now() - inProcessStart) / sample.length;

const MB = 1024 * 1024;
const rate = (run: Run) => run.decks / run.seconds;
const summarize = (runs: { result: Run; peak: number }[]) => {
  const sorted = [...runs].sort((a, b) => rate(a.result) - rate(b.result));
  const median = sorted[Math.floor(sorted.length / 2)] as { result: Run; peak: number };
  return {
    run: median.result,
    rates: runs.map((item) => rate(item.result).toFixed(0)).join(' / '),
    peak: Math.max(...runs.map((item) => item.peak)),
  };
};
const baseline = summarize(baselineRuns);
const themed = summarize(themedRuns);
const line = ({ run, rates, peak }: ReturnType<typeof summarize>) =>
  `${run.label.padEnd(42)} ${rate(run).toFixed(1).padStart(7)} decks/s (rounds ${rates})  ` +
  `out ${(run.bytes / run.decks / 1024).toFixed(0)} KB/deck  peak RSS ${(peak / MB).toFixed(0)} MB`;

console.log(
  `${tasks.length} decks (${DECKS} x ${themes.length} themes, ${SLIDES} slides, ` +
    `${(deckBytes / DECKS / 1024).toFixed(0)} KB each) on ${size} worker threads, ` +
    `median of ${ROUNDS} rounds`,
);
console.log(line(baseline));
console.log(line(themed));
console.log(`ratio themed / baseline: ${(rate(themed.run) / rate(baseline.run)).toFixed(2)}`);
console.log(`in-process, one thread: ${inProcessMs.toFixed(1)} ms per themed deck`);
console.log(`RSS before the runs (decks, art, tsx, no threads): ${(startRss / MB).toFixed(0)} MB`);
console.log('targets: >= 60 decks/s, ratio >= 0.5, peak RSS <= 512 MB');
