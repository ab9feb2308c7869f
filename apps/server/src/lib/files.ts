import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Local file storage under FILES_DIR, addressed by folder and a content-derived name, so a file
 * never changes once written and can be cached forever.
 */
export function createFileStore(rootDir: string) {
  const resolve = (folder: string, name: string) => {
    const file = path.resolve(rootDir, folder, name);
    // Names come from URLs: never step outside the folder.
    if (!file.startsWith(path.resolve(rootDir, folder) + path.sep)) return null;
    return file;
  };

  return {
    async put(folder: string, data: Buffer, extension: string): Promise<string> {
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
      await fs.mkdir(path.join(rootDir, folder), { recursive: true });
      await fs.writeFile(path.join(rootDir, folder, name), data);
      return name;
    },

    async read(folder: string, name: string): Promise<Buffer | null> {
      const file = resolve(folder, name);
      if (!file) return null;
      return fs.readFile(file).catch(() => null);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
