import fs from 'node:fs/promises';
import {
  ATTACHMENT_AUDIO_MAX_BYTES,
  ATTACHMENT_AUDIO_TYPES,
  ATTACHMENT_IMAGE_MAX_BYTES,
  ATTACHMENT_IMAGE_TYPES,
  type ErrorCode,
  EXERCISE_STATUS,
  ROLE,
  type Upload,
  type UploadKind,
} from '@slovo/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.ts';
import { deckSlides, exercises, uploads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { FileStore } from '../../lib/files.ts';
import { exceedsPixelLimit } from '../../lib/image-size.ts';
import { checkPptx, type PptxProblem } from '../../lib/pptx/check-pptx.ts';
import { inspectPptx, readDeckParts } from '../../lib/pptx/inspect-pptx.ts';
import type { FileLinks } from '../files/file-links.ts';
import { toUpload, UPLOAD_COLUMNS } from './exercises.queries.ts';
import { getWorkspaceRoles } from './workspace-roles.ts';

/** Each check problem as the reason the uploader reads. */
const PROBLEM_ERRORS: Record<PptxProblem, ErrorCode> = {
  NOT_PPTX: 'PRESENTATION_NOT_PPTX',
  CORRUPTED: 'PRESENTATION_CORRUPTED',
  FILE_TOO_LARGE: 'PRESENTATION_TOO_LARGE',
  TOO_MANY_ENTRIES: 'PRESENTATION_TOO_MANY_PARTS',
  UNPACKED_TOO_LARGE: 'PRESENTATION_UNPACKS_TOO_LARGE',
  XML_PART_TOO_LARGE: 'PRESENTATION_UNPACKS_TOO_LARGE',
  SUSPICIOUS_COMPRESSION: 'PRESENTATION_UNPACKS_TOO_LARGE',
  UNSAFE_PATH: 'PRESENTATION_UNSAFE',
  DUPLICATE_ENTRY: 'PRESENTATION_UNSAFE',
  DOCTYPE: 'PRESENTATION_UNSAFE',
  ENCRYPTED: 'PRESENTATION_ENCRYPTED',
  TOO_MANY_SLIDES: 'PRESENTATION_TOO_MANY_SLIDES',
  NO_PRESENTATION: 'PRESENTATION_NO_SLIDES',
  LEGACY_PPT: 'PRESENTATION_LEGACY_PPT',
  TEMPLATE: 'PRESENTATION_TEMPLATE',
  MACROS: 'PRESENTATION_MACROS',
  ACTIVE_CONTENT: 'PRESENTATION_ACTIVE_CONTENT',
  UNSAFE_MEDIA: 'PRESENTATION_UNSAFE_MEDIA',
  TOO_DEEP: 'PRESENTATION_TOO_DEEP',
  IMAGE_TOO_LARGE: 'PRESENTATION_IMAGE_TOO_LARGE',
};

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const ATTACHMENT_RULES = {
  image: {
    types: ATTACHMENT_IMAGE_TYPES as readonly string[],
    maxBytes: ATTACHMENT_IMAGE_MAX_BYTES,
  },
  audio: {
    types: ATTACHMENT_AUDIO_TYPES as readonly string[],
    maxBytes: ATTACHMENT_AUDIO_MAX_BYTES,
  },
} as const;

/** file-type names some audio differently from what browsers send and play. */
const AUDIO_ALIASES: Record<string, string> = {
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
};

/** A sound the player can play, by its bytes: its served type and extension. */
async function detectAudio(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected ? (AUDIO_ALIASES[detected.mime] ?? detected.mime) : null;
  if (!detected || !mime || !ATTACHMENT_RULES.audio.types.includes(mime)) return null;
  return { mime, ext: detected.ext };
}

export type RenderQueue = { enqueue: (uploadId: number) => Promise<void> };

/**
 * Uploads: the file is written to a temporary path by the route, checked here, and only a file
 * that passes is stored and recorded; a refused file leaves nothing behind.
 */
export function createUploadsService({
  db,
  files,
  renderer,
  renderQueue,
  links,
}: {
  db: Database;
  files: FileStore;
  links: FileLinks;
  renderer: () => Promise<'libreoffice' | 'browser'>;
  renderQueue: RenderQueue;
}) {
  function assertContentRole(auth: AuthContext, workspaceId: number) {
    const roles = getWorkspaceRoles(auth, workspaceId);
    if (!roles.includes(ROLE.author) && !roles.includes(ROLE.moderator)) {
      throw new AppError('FORBIDDEN');
    }
  }

  async function storePresentation(
    auth: AuthContext,
    workspaceId: number,
    file: { path: string; name: string; size: number },
  ): Promise<Upload> {
    const checked = await checkPptx(file.path);
    if (!checked.ok) throw new AppError(PROBLEM_ERRORS[checked.problem]);
    // Bytes after the archive's end are no part of the deck; what is stored opens everywhere.
    const data = (await fs.readFile(file.path)).subarray(0, checked.zipBytes);
    const deck = await inspectPptx(data);
    // Slide audio is stored once per content and played by the app, slide by slide.
    const audioParts = await readDeckParts(
      data,
      deck.slides.flatMap((slide) => slide.audio.map((audio) => audio.part)),
    );
    const audioNames = new Map<string, string>();
    for (const [part, bytes] of audioParts) {
      // Served back by what the bytes are, never by the name the deck gave them; a part that is
      // no sound a browser plays stays in the deck only.
      const sound = await detectAudio(bytes);
      if (sound) audioNames.set(part, await files.put('media', bytes, sound.ext));
    }
    const slides = deck.slides.map((slide) => ({
      ...slide,
      audioNames: slide.audio.flatMap((audio) => audioNames.get(audio.part) ?? []),
    }));
    const fileName = await files.put('decks', data, 'pptx');
    const renderState = (await renderer()) === 'libreoffice' ? 'pending' : 'browser';
    const upload = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploads)
        .values({
          workspaceId,
          uploadedBy: auth.user.id,
          kind: 'presentation',
          fileName,
          originalName: file.name,
          mime: PPTX_MIME,
          size: file.size,
          slideCount: slides.length,
          renderState,
        })
        .returning({ id: uploads.id });
      if (!row) throw new Error('upload insert returned nothing');
      if (slides.length > 0) {
        await tx.insert(deckSlides).values(
          slides.map((slide) => ({
            uploadId: row.id,
            position: slide.index,
            title: slide.title,
            text: slide.text,
            notes: slide.notes,
            audioNames: slide.audioNames,
            hidden: slide.hidden,
          })),
        );
      }
      return row;
    });
    if (renderState === 'pending') await renderQueue.enqueue(upload.id);
    return requireUpload(upload.id);
  }

  async function storeAttachment(
    auth: AuthContext,
    workspaceId: number,
    kind: 'image' | 'audio',
    file: { path: string; name: string; size: number },
  ): Promise<Upload> {
    const rules = ATTACHMENT_RULES[kind];
    if (file.size > rules.maxBytes) {
      throw new AppError('ATTACHMENT_TOO_LARGE', { params: { max: rules.maxBytes / 1024 / 1024 } });
    }
    const data = await fs.readFile(file.path);
    const detected = await fileTypeFromBuffer(data);
    const mime = detected ? (AUDIO_ALIASES[detected.mime] ?? detected.mime) : null;
    if (!detected || !mime || !rules.types.includes(mime)) throw new AppError('ATTACHMENT_INVALID');
    if (kind === 'image' && exceedsPixelLimit(data)) throw new AppError('IMAGE_TOO_MANY_PIXELS');
    const fileName = await files.put('media', data, detected.ext);
    const [row] = await db
      .insert(uploads)
      .values({
        workspaceId,
        uploadedBy: auth.user.id,
        kind,
        fileName,
        originalName: file.name,
        mime,
        size: file.size,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload insert returned nothing');
    return requireUpload(row.id);
  }

  async function requireUpload(id: number): Promise<Upload> {
    const { rows } = await db.execute<Parameters<typeof toUpload>[0]>(
      sql`select ${UPLOAD_COLUMNS} from uploads u where u.id = ${id}`,
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    return toUpload(rows[0], links);
  }

  return {
    async store(
      auth: AuthContext,
      input: { workspaceId: number; kind: UploadKind },
      file: { path: string; name: string; size: number },
    ): Promise<Upload> {
      assertContentRole(auth, input.workspaceId);
      return input.kind === 'presentation'
        ? storePresentation(auth, input.workspaceId, file)
        : storeAttachment(auth, input.workspaceId, input.kind, file);
    },

    /**
     * Detaches an image or audio file from a microblock its caller may edit. `statusId` is what
     * the caller saw: if the microblock moved on meanwhile, nothing changes.
     */
    async removeAttachment(
      auth: AuthContext,
      id: number,
      query: { exercise_id: number; status_id?: number | undefined },
    ) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ upload: uploads, exercise: exercises })
          .from(uploads)
          .innerJoin(exercises, eq(exercises.id, uploads.exerciseId))
          .where(and(eq(uploads.id, id), eq(uploads.exerciseId, query.exercise_id)))
          .for('update');
        if (!row || row.upload.kind === 'presentation') throw new AppError('NOT_FOUND');
        const roles = getWorkspaceRoles(auth, row.exercise.workspaceId);
        const isOwnEditable =
          row.exercise.authorId === auth.user.id &&
          roles.includes(ROLE.author) &&
          [EXERCISE_STATUS.draft, EXERCISE_STATUS.declined, EXERCISE_STATUS.request].includes(
            row.exercise.statusId as 4,
          );
        if (!isOwnEditable && !roles.includes(ROLE.moderator)) throw new AppError('FORBIDDEN');
        if (query.status_id !== undefined && query.status_id !== row.exercise.statusId) {
          throw new AppError('EXERCISE_CHANGED');
        }
        await tx.delete(uploads).where(eq(uploads.id, id));
      });
    },

    /** Uploads never attached to a microblock within a day are forgotten. */
    async sweepUnattached(olderThan: Date) {
      await db
        .delete(uploads)
        .where(and(isNull(uploads.exerciseId), lt(uploads.createdAt, olderThan)));
    },
  };
}
