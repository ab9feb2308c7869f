import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_SOUND_MAX_BYTES,
  type Asset,
  type AssetType,
  IMAGE_MAX_PIXELS,
} from '@slovo/contracts';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { assets } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { FileStore } from '../../lib/files.ts';
import type { FileLinks } from '../files/file-links.ts';

/** Sound types as detected -> the extension and type they are served with. */
const SOUND_TYPES: Record<string, { extension: string; mime: string }> = {
  'audio/mpeg': { extension: 'mp3', mime: 'audio/mpeg' },
  'audio/wav': { extension: 'wav', mime: 'audio/wav' },
  'audio/x-wav': { extension: 'wav', mime: 'audio/wav' },
  'audio/vnd.wave': { extension: 'wav', mime: 'audio/wav' },
  'audio/ogg': { extension: 'ogg', mime: 'audio/ogg' },
  'audio/mp4': { extension: 'm4a', mime: 'audio/mp4' },
  'audio/x-m4a': { extension: 'm4a', mime: 'audio/mp4' },
};
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type AssetRow = typeof assets.$inferSelect & { themeCount: number };

function toAsset(row: AssetRow, links: FileLinks): Asset {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    url: links.url('assets', row.fileName),
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    theme_count: row.themeCount,
    created_at: row.createdAt.toISOString(),
  };
}

const tooLarge = (maxBytes: number) =>
  new AppError('ASSET_TOO_LARGE', {
    params: { max: maxBytes / 1024 / 1024, pixels: IMAGE_MAX_PIXELS / 1_000_000 },
  });

/**
 * Pictures become PNG (what slides embed everywhere, transparency kept), checked before decoding
 * against the pixel limit; sounds are kept as they are, by their real type.
 */
async function prepareFile(type: AssetType, data: Buffer) {
  if (type === 'sound') {
    if (data.length > ASSET_SOUND_MAX_BYTES) throw tooLarge(ASSET_SOUND_MAX_BYTES);
    const detected = await fileTypeFromBuffer(data);
    const sound = detected ? SOUND_TYPES[detected.mime] : undefined;
    if (!sound) throw new AppError('ASSET_INVALID');
    return { data, ...sound, width: null, height: null };
  }
  if (data.length > ASSET_IMAGE_MAX_BYTES) throw tooLarge(ASSET_IMAGE_MAX_BYTES);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !PICTURE_TYPES.includes(detected.mime)) throw new AppError('ASSET_INVALID');
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    const { data: png, info } = await image.png().toBuffer({ resolveWithObject: true });
    return {
      data: png,
      extension: 'png',
      mime: 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooLarge(ASSET_IMAGE_MAX_BYTES);
    throw new AppError('ASSET_INVALID');
  }
}

/** The asset library: root uploads, renames and deletes; moderators pick from it for themes. */
export function createAssetsService({
  db,
  files,
  links,
}: {
  db: Database;
  files: FileStore;
  links: FileLinks;
}) {
  const selectAssets = () =>
    db
      .select({
        id: assets.id,
        type: assets.type,
        name: assets.name,
        fileName: assets.fileName,
        mime: assets.mime,
        size: assets.size,
        width: assets.width,
        height: assets.height,
        createdBy: assets.createdBy,
        createdAt: assets.createdAt,
        themeCount: sql<number>`(select count(*)::int from interest_assets ia where ia.asset_id = ${assets.id})`,
      })
      .from(assets);

  async function requireAsset(id: number): Promise<Asset> {
    const [row] = await selectAssets().where(eq(assets.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return toAsset(row, links);
  }

  return {
    async list(query: {
      type?: AssetType | undefined;
      term: string;
      page: number;
      pageSize: number;
    }) {
      const pattern = containsPattern(query.term);
      const where = sql.join(
        [
          sql`true`,
          ...(query.type ? [sql`${assets.type} = ${query.type}`] : []),
          ...(pattern ? [sql`${assets.name} ilike ${pattern}`] : []),
        ],
        sql` and `,
      );
      const rows = await selectAssets()
        .where(where)
        .orderBy(sql`${assets.id} desc`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(assets)
        .where(where);
      return { items: rows.map((row) => toAsset(row, links)), total: counted?.total ?? 0 };
    },

    async listByTheme(themeId: number) {
      const rows = await selectAssets()
        .where(
          sql`${assets.id} in (select asset_id from interest_assets where interest_id = ${themeId})`,
        )
        .orderBy(assets.type, assets.id);
      return rows.map((row) => toAsset(row, links));
    },

    async create(auth: AuthContext, input: { type: AssetType; name: string }, data: Buffer) {
      const prepared = await prepareFile(input.type, data);
      const fileName = await files.put('assets', prepared.data, prepared.extension);
      const [row] = await db
        .insert(assets)
        .values({
          type: input.type,
          name: input.name,
          fileName,
          mime: prepared.mime,
          size: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
          createdBy: auth.user.id,
        })
        .returning({ id: assets.id });
      if (!row) throw new Error('asset insert returned nothing');
      return requireAsset(row.id);
    },

    async rename(id: number, name: string) {
      const updated = await db.update(assets).set({ name }).where(eq(assets.id, id)).returning();
      if (updated.length === 0) throw new AppError('NOT_FOUND');
      return requireAsset(id);
    },

    /** An asset themes use goes only when the caller confirms (`force`); themes then lose it. */
    async remove(id: number, force: boolean) {
      const asset = await requireAsset(id);
      if (asset.theme_count > 0 && !force) {
        throw new AppError('ASSET_IN_USE', {
          params: { count: asset.theme_count },
          details: { themes: asset.theme_count },
        });
      }
      await db.delete(assets).where(eq(assets.id, id));
    },

    requireAsset,

    /** The asset with its bytes and the extension it is stored under, for a download. */
    async readFile(id: number) {
      const [row] = await selectAssets().where(eq(assets.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      const data = await files.read('assets', row.fileName);
      if (!data) throw new AppError('NOT_FOUND');
      return { asset: toAsset(row, links), data, extension: row.fileName.split('.').pop() ?? '' };
    },
  };
}
