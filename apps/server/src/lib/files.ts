import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The folders of the store; every stored name belongs to one of them. */
export const FILE_FOLDERS = ['decks', 'slides', 'media', 'assets', 'avatars'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** A file being written starts with this prefix in its own folder, so a crash leaves it findable. */
const TEMP_PREFIX = '.tmp-';
/** Scratch folders of requests (an upload before its checks) live here, under the store's root. */
const SCRATCH_DIR = '.scratch';

/** Forces what was written to disk, so a crash right after never finds a half-written file. */
async function syncDirectory(dir: string) {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Local file storage under FILES_DIR, addressed by folder and a content-derived name, so a file
 * never changes once written and can be cached forever.
 *
 * A file appears whole or not at all: it is written to a temporary file in its folder, synced and
 * renamed into place. A stored file is never rewritten: storing the same bytes again keeps it (a
 * damaged one of the wrong size is replaced by the same atomic rename).
 */
export function createFileStore(rootDir: string) {
  const resolve = (folder: string, name: string) => {
    const file = path.resolve(rootDir, folder, name);
    // Names come from URLs: never step outside the folder.
    if (!file.startsWith(path.resolve(rootDir, folder) + path.sep)) return null;
    return file;
  };

  async function writeAtomically(dir: string, target: string, data: Buffer) {
    const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
    try {
      const handle = await fs.open(temp, 'wx', 0o640);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(dir);
  }

  return {
    async put(folder: FileFolder, data: Buffer, extension: string): Promise<string> {
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
      const dir = path.join(rootDir, folder);
      const target = path.join(dir, name);
      await fs.mkdir(dir, { recursive: true });
      const existing = await fs.stat(target).catch(() => null);
      if (existing?.isFile() && existing.size === data.length) {
        // Kept, and made young again: the sweep spares young files, so a row about to name this
        // file in a moment never finds it gone. Gone meanwhile (swept): written anew below.
        const now = new Date();
        const isKept = await fs.utimes(target, now, now).then(
          () => true,
          () => false,
        );
        if (isKept) return name;
      }
      await writeAtomically(dir, target, data);
      return name;
    },

    async read(folder: FileFolder, name: string): Promise<Buffer | null> {
      const file = resolve(folder, name);
      if (!file) return null;
      return fs.readFile(file).catch(() => null);
    },

    /** A fresh scratch folder for one request's temporary files; the caller removes it. */
    async makeScratchDir(): Promise<string> {
      const parent = path.join(rootDir, SCRATCH_DIR);
      await fs.mkdir(parent, { recursive: true });
      return fs.mkdtemp(path.join(parent, 'req-'));
    },

    /** Stored files of a folder (not the ones being written), with their last change. */
    async list(folder: FileFolder): Promise<{ name: string; modifiedAt: number }[]> {
      const dir = path.join(rootDir, folder);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const files: { name: string; modifiedAt: number }[] = [];
      for (const name of names) {
        if (name.startsWith('.')) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) files.push({ name, modifiedAt: stat.mtimeMs });
      }
      return files;
    },

    /**
     * Removes a stored file unless it changed after `cutoff`; true when it went. The file is first
     * moved aside in one step, so a concurrent `put` of the same bytes either refreshed it before
     * (it is put back) or finds it gone and writes it anew: a stored file is never lost to a race.
     */
    async removeIfUnchangedSince(folder: FileFolder, name: string, cutoff: number) {
      const file = resolve(folder, name);
      if (!file) return false;
      const aside = path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}`);
      const isMoved = await fs.rename(file, aside).then(
        () => true,
        () => false,
      );
      if (!isMoved) return false;
      const stat = await fs.stat(aside).catch(() => null);
      if (!stat) return false;
      if (stat.mtimeMs >= cutoff) {
        // Refreshed just before it was moved: back in place, unless it was written anew.
        await fs.link(aside, file).catch(() => {});
        await fs.rm(aside, { force: true });
        return false;
      }
      await fs.rm(aside, { force: true });
      return true;
    },

    /**
     * Removes what crashed writes and requests left behind: temporary files in the folders and
     * scratch folders, once nothing has touched them for `olderThanMs`. Returns how many went.
     */
    async removeLeftovers(olderThanMs: number): Promise<number> {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      const removeIfOld = async (entry: string) => {
        const stat = await fs.stat(entry).catch(() => null);
        if (!stat || (await newestChange(entry, stat)) >= cutoff) return;
        const isRemoved = await fs.rm(entry, { recursive: true, force: true }).then(
          () => true,
          () => false,
        );
        if (isRemoved) removed += 1;
      };
      for (const folder of FILE_FOLDERS) {
        const dir = path.join(rootDir, folder);
        for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
          if (name.startsWith(TEMP_PREFIX)) await removeIfOld(path.join(dir, name));
        }
      }
      const scratch = path.join(rootDir, SCRATCH_DIR);
      for (const name of await fs.readdir(scratch).catch(() => [] as string[])) {
        await removeIfOld(path.join(scratch, name));
      }
      return removed;
    },
  };
}

/** A folder's newest change among itself and what it holds (a file streamed into it counts). */
async function newestChange(entry: string, stat: { mtimeMs: number; isDirectory(): boolean }) {
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of await fs.readdir(entry).catch(() => [] as string[])) {
    const child = await fs.stat(path.join(entry, name)).catch(() => null);
    if (child) newest = Math.max(newest, child.mtimeMs);
  }
  return newest;
}

export type FileStore = ReturnType<typeof createFileStore>;
