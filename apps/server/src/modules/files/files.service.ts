import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileFolder, FileStore } from '../../lib/files.ts';
import type { FileLinks } from './file-links.ts';
import { findReferenced } from './file-references.ts';

/**
 * What a signed link opens: the file, while the signature holds and a row still names it.
 * Every refusal is the same 404, so a link never tells whether the file exists.
 */
export function createFilesService({
  db,
  files,
  links,
}: {
  db: Database;
  files: FileStore;
  links: FileLinks;
}) {
  return {
    async open(
      folder: FileFolder,
      name: string,
      link: { expires: string; signature: string },
    ): Promise<{ data: Buffer; expiresAt: number }> {
      const expiresAt = links.verify(folder, name, link.expires, link.signature);
      if (expiresAt === null) throw new AppError('NOT_FOUND');
      if (!(await findReferenced(db, folder, [name])).has(name)) throw new AppError('NOT_FOUND');
      const data = await files.read(folder, name);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, expiresAt };
    },
  };
}
