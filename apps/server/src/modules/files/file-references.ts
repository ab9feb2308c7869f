import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FileFolder } from '../../lib/files.ts';

/** Where avatars are addressed from `users.avatar_url`, which keeps the unsigned path. */
export const AVATAR_PATH = '/api/files/avatars/';

/**
 * For each folder, the rows that keep a file alive: a file of the folder is served and kept
 * only while one of them names it (`n` is the candidate name).
 */
const REFERENCES: Record<FileFolder, SQL> = {
  decks: sql`exists (select 1 from uploads u where u.file_name = n and u.kind = 'presentation')`,
  media: sql`(exists (select 1 from uploads u where u.file_name = n and u.kind <> 'presentation')
    or exists (select 1 from deck_slides s where s.audio_names ? n)
    or exists (select 1 from ticket_attachments t where t.file_name = n))`,
  slides: sql`exists (select 1 from deck_slides s where s.image_name = n)`,
  assets: sql`exists (select 1 from assets a where a.file_name = n)`,
  avatars: sql`exists (select 1 from users us where us.avatar_url = ${AVATAR_PATH} || n)`,
};

/** The names among `names` some row of the database still refers to. */
export async function findReferenced(
  db: Database,
  folder: FileFolder,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ n: string }>(
    sql`select n from unnest(array[${list}]::text[]) as n where ${REFERENCES[folder]}`,
  );
  return new Set(rows.map((row) => row.n));
}
