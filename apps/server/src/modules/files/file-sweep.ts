import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { FILE_FOLDERS, type FileStore } from '../../lib/files.ts';
import { findReferenced } from './file-references.ts';

/**
 * A file younger than this is never swept: an upload stores its file a moment before the row
 * that names it commits, and a crashed write is only a leftover once nobody writes it any more.
 * Longer than any upload or slide rendering takes.
 */
const FILE_GRACE_MS = 3_600_000;
const SWEEP_EVERY_MS = 30 * 60_000;
const BATCH = 500;
/** Scratch folders the slide renderer (and earlier versions' uploads) make in the system temp. */
const SYSTEM_TEMP_PREFIXES = ['slovo-render-', 'slovo-upload-'];

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

/**
 * Keeps the store to what the database refers to: removes crashed writes and scratch folders,
 * and stored files no row names any more (a deleted microblock's deck, a replaced avatar...).
 */
export function createFileSweep({ db, files, log }: { db: Database; files: FileStore; log: Log }) {
  let timer: NodeJS.Timeout | null = null;

  async function removeUnreferenced(): Promise<number> {
    let removed = 0;
    for (const folder of FILE_FOLDERS) {
      const cutoff = Date.now() - FILE_GRACE_MS;
      const old = (await files.list(folder)).filter((file) => file.modifiedAt < cutoff);
      for (let start = 0; start < old.length; start += BATCH) {
        const names = old.slice(start, start + BATCH).map((file) => file.name);
        const referenced = await findReferenced(db, folder, names);
        for (const name of names) {
          if (referenced.has(name)) continue;
          // Storing the same bytes again makes the file young: an upload that just chose to
          // reuse it keeps it.
          const cutoffNow = Date.now() - FILE_GRACE_MS;
          if (await files.removeIfUnchangedSince(folder, name, cutoffNow)) removed += 1;
        }
      }
    }
    return removed;
  }

  async function removeSystemTempLeftovers(): Promise<number> {
    const dir = os.tmpdir();
    const cutoff = Date.now() - FILE_GRACE_MS;
    let removed = 0;
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!SYSTEM_TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (!stat || stat.mtimeMs >= cutoff) continue;
      // Another user's folder (a shared temp dir) stays where it is.
      const isRemoved = await fs.rm(path.join(dir, name), { recursive: true, force: true }).then(
        () => true,
        () => false,
      );
      if (isRemoved) removed += 1;
    }
    return removed;
  }

  async function sweep() {
    const leftovers =
      (await files.removeLeftovers(FILE_GRACE_MS)) + (await removeSystemTempLeftovers());
    const unreferenced = await removeUnreferenced();
    if (leftovers + unreferenced > 0) {
      log.info({ leftovers, unreferenced }, 'file sweep removed files');
    }
    return { leftovers, unreferenced };
  }

  return {
    sweep,

    /** Sweeps now and then every half hour (in processes that run the background work). */
    start(beforeEach: () => Promise<void>) {
      const run = () =>
        beforeEach()
          .then(sweep)
          .catch((error: unknown) => log.warn({ err: error }, 'file sweep failed'));
      timer = setInterval(run, SWEEP_EVERY_MS);
      timer.unref();
      return run();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type FileSweep = ReturnType<typeof createFileSweep>;
