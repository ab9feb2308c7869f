import fs from 'node:fs/promises';
import path from 'node:path';

/** Every file the app's store holds, as `folder/name`. */
export async function listStoredFiles(filesDir: string): Promise<string[]> {
  const folders = await fs.readdir(filesDir).catch(() => [] as string[]);
  const names = await Promise.all(
    folders.map(async (folder) =>
      (await fs.readdir(path.join(filesDir, folder))).map((n) => `${folder}/${n}`),
    ),
  );
  return names.flat();
}
