import { type ContentHit, EXERCISE_STATUS, type MediaItem } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FileLinks } from '../files/file-links.ts';
import { toUpload, UPLOAD_COLUMNS, type UploadRow } from './exercises.queries.ts';

type Page = { page: number; pageSize: number };

const escapeLike = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Reads across a workspace's library: `/medias`, the pictures and sounds attached to the
 * microblocks people made (for moderators), and `/contents`, the slides of accepted microblocks
 * whose words match (what a teacher looks for when a lesson needs "rocket").
 */
export function createLibraryService({ db, links }: { db: Database; links: FileLinks }) {
  async function media(
    query: Page & { workspace_id: number; kind?: 'image' | 'audio' | undefined },
  ) {
    const where = sql`u.workspace_id = ${query.workspace_id} and e.source_id is null
      and ${query.kind ? sql`u.kind = ${query.kind}` : sql`u.kind in ('image', 'audio')`}`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<UploadRow & { exercise_id: number; exercise_title: string }>(sql`
        select ${UPLOAD_COLUMNS}, e.id as exercise_id, e.title as exercise_title
        from uploads u join exercises e on e.id = u.exercise_id where ${where}
        order by u.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from uploads u
        join exercises e on e.id = u.exercise_id where ${where}`),
    ]);
    const items: MediaItem[] = rows.map((row) => ({
      ...toUpload(row, links),
      exercise: { id: row.exercise_id, title: row.exercise_title },
    }));
    return { items, total: count[0]?.total ?? 0 };
  }

  async function contents(query: Page & { workspace_id: number; term: string }) {
    const term = escapeLike(query.term);
    const where = sql`e.workspace_id = ${query.workspace_id} and e.source_id is null
      and e.status_id = ${EXERCISE_STATUS.accepted}
      and (lower(s.title) like ${term} or lower(s.text) like ${term} or lower(s.notes) like ${term})`;
    const from = sql`from deck_slides s join exercises e on e.presentation_id = s.upload_id`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<{
        exercise_id: number;
        exercise_title: string;
        position: number;
        title: string;
        text: string;
        notes: string;
        image_name: string | null;
        audio_names: string[];
        hidden: boolean;
      }>(sql`select e.id as exercise_id, e.title as exercise_title, s.position, s.title, s.text,
          s.notes, s.image_name, s.audio_names, s.hidden ${from} where ${where}
        order by lower(e.title), e.id, s.position
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total ${from} where ${where}`),
    ]);
    const items: ContentHit[] = rows.map((row) => ({
      exercise: { id: row.exercise_id, title: row.exercise_title },
      slide: {
        index: row.position,
        title: row.title,
        text: row.text,
        notes: row.notes,
        image_url: row.image_name ? links.url('slides', row.image_name) : null,
        audio_urls: row.audio_names.map((name) => links.url('media', name)),
        hidden: row.hidden,
      },
    }));
    return { items, total: count[0]?.total ?? 0 };
  }

  return { media, contents };
}
