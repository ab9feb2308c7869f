import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deckSlides, uploads } from '../../db/schema/index.ts';
import type { FileStore } from '../../lib/files.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { type DetectedRenderer, detectRenderer, renderDeck } from '../../lib/pptx/render-deck.ts';

const RENDER_SLIDES_QUEUE = 'render-slides';

type Options = {
  db: Database;
  files: FileStore;
  jobs: JobQueue;
  config: { renderer: 'auto' | 'browser'; sofficePath?: string; pdftoppmPath?: string };
  log: { warn: (details: object, message: string) => void };
};

/**
 * Slide images for uploaded decks, made by LibreOffice in a background job. Without LibreOffice
 * (or with SLIDE_RENDERER=browser) decks are marked for the browser renderer instead.
 */
export function createSlideRendering({ db, files, jobs, config, log }: Options) {
  const detected: Promise<DetectedRenderer> =
    config.renderer === 'browser'
      ? Promise.resolve({ renderer: 'browser' })
      : detectRenderer({
          ...(config.sofficePath ? { sofficePath: config.sofficePath } : {}),
          ...(config.pdftoppmPath ? { pdftoppmPath: config.pdftoppmPath } : {}),
        });

  async function renderUpload(uploadId: number): Promise<void> {
    const tools = await detected;
    const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
    if (upload?.renderState !== 'pending') return;
    if (!tools.sofficePath || !tools.pdftoppmPath) {
      await db.update(uploads).set({ renderState: 'browser' }).where(eq(uploads.id, uploadId));
      return;
    }
    const data = await files.read('decks', upload.fileName);
    if (!data) throw new Error(`deck file ${upload.fileName} is missing`);
    try {
      const { slides } = await renderDeck(data, {
        sofficePath: tools.sofficePath,
        pdftoppmPath: tools.pdftoppmPath,
      });
      // Page k is slide k only when every slide became a page: anything else would show slides
      // under each other's pictures, so it is a failed render, never a done one.
      const rows = await db
        .select({ position: deckSlides.position })
        .from(deckSlides)
        .where(eq(deckSlides.uploadId, uploadId));
      if (slides.length !== rows.length) {
        throw new Error(
          `the deck has ${rows.length} slides but rendered to ${slides.length} pages`,
        );
      }
      const names = await Promise.all(slides.map((image) => files.put('slides', image, 'jpg')));
      await db.transaction(async (tx) => {
        for (const [index, name] of names.entries()) {
          await tx
            .update(deckSlides)
            .set({ imageName: name })
            .where(and(eq(deckSlides.uploadId, uploadId), eq(deckSlides.position, index + 1)));
        }
        await tx.update(uploads).set({ renderState: 'done' }).where(eq(uploads.id, uploadId));
      });
    } catch (error) {
      log.warn({ err: error, uploadId }, 'slide rendering failed');
      await db.update(uploads).set({ renderState: 'failed' }).where(eq(uploads.id, uploadId));
    }
  }

  return {
    async renderer(): Promise<'libreoffice' | 'browser'> {
      return (await detected).renderer;
    },

    async enqueue(uploadId: number): Promise<void> {
      await jobs.send(RENDER_SLIDES_QUEUE, { uploadId }, `upload-${uploadId}`);
    },

    renderUpload,

    /** Starts the worker and queues again what a stopped process left pending. */
    async startWorker(): Promise<void> {
      await jobs.work<{ uploadId: number }>(RENDER_SLIDES_QUEUE, ({ uploadId }) =>
        renderUpload(uploadId),
      );
      const pending = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(sql`${uploads.renderState} = 'pending'`);
      for (const { id } of pending) await this.enqueue(id);
    },
  };
}

export type SlideRendering = ReturnType<typeof createSlideRendering>;
