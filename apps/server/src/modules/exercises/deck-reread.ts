import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DECK_READER_VERSION, deckSlides, exercises, uploads } from '../../db/schema/index.ts';
import type { FileStore } from '../../lib/files.ts';
import { type DeckInfo, inspectPptx } from '../../lib/pptx/inspect-pptx.ts';
import { buildSearchText } from './exercises.queries.ts';
import type { RenderQueue } from './uploads.service.ts';

/** Uploads looked at per query; each is still read and written in a transaction of its own. */
const BATCH = 50;

type Log = { warn: (details: object, message: string) => void };

/**
 * Reads again, once, the decks an earlier reader stored (`uploads.reader_version` below
 * `DECK_READER_VERSION`): each slide's title, text, notes and hidden flag come from the stored
 * file again, and so does the search text of the microblocks made from it. A deck with hidden
 * slides is rendered again, since the earlier renders left hidden slides out and so put every
 * later slide under the next one's picture; the pictures no row names any more go with the file
 * sweep.
 *
 * Several processes may run it at once: each upload is taken with `FOR UPDATE SKIP LOCKED` and
 * marked read in the same transaction, so a stop midway only leaves the rest for the next start.
 */
export function createDeckReread({
  db,
  files,
  renderQueue,
  log,
}: {
  db: Database;
  files: FileStore;
  renderQueue: RenderQueue;
  log: Log;
}) {
  let stopping = false;
  let running: Promise<number> | null = null;

  /** Reads one upload again; answers whether it was this call that did it. */
  async function rereadOne(uploadId: number): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const [upload] = await tx
        .select({
          fileName: uploads.fileName,
          renderState: uploads.renderState,
          slideCount: uploads.slideCount,
        })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, uploadId),
            eq(uploads.kind, 'presentation'),
            lt(uploads.readerVersion, DECK_READER_VERSION),
          ),
        )
        .for('update', { skipLocked: true });
      // Read already, gone, or being read by another process right now.
      if (!upload) return null;
      const deck = await readStoredDeck(uploadId, upload.fileName);
      let render = false;
      const changes: Partial<typeof uploads.$inferInsert> = { readerVersion: DECK_READER_VERSION };
      if (deck) {
        const count = deck.slides.length;
        for (const slide of deck.slides) {
          const fields = {
            title: slide.title,
            text: slide.text,
            notes: slide.notes,
            hidden: slide.hidden,
          };
          await tx
            .insert(deckSlides)
            .values({ uploadId, position: slide.index, ...fields })
            .onConflictDoUpdate({
              target: [deckSlides.uploadId, deckSlides.position],
              set: fields,
            });
        }
        await tx
          .delete(deckSlides)
          .where(and(eq(deckSlides.uploadId, uploadId), gt(deckSlides.position, count)));
        // Pictures were made without hidden slides (or for other slides): made again. A deck
        // drawn by the browser has no pictures to fix.
        render =
          upload.renderState !== 'browser' &&
          upload.renderState !== null &&
          (deck.slides.some((slide) => slide.hidden) || count !== upload.slideCount);
        // The microblocks made from this deck search its text as read now (SmartArt included);
        // their themed versions carry the same search text.
        const made = await tx
          .select({ id: exercises.id, title: exercises.title })
          .from(exercises)
          .where(and(eq(exercises.presentationId, uploadId), isNull(exercises.sourceId)));
        for (const exercise of made) {
          await tx
            .update(exercises)
            .set({ searchText: await buildSearchText(tx, exercise.title, uploadId) })
            .where(or(eq(exercises.id, exercise.id), eq(exercises.sourceId, exercise.id)));
        }
        if (render) changes.renderState = 'pending';
        changes.slideCount = count;
      }
      // A deck that cannot be read is marked read too: reading it again would fail again.
      await tx.update(uploads).set(changes).where(eq(uploads.id, uploadId));
      return { render };
    });
    if (!outcome) return false;
    // Queued after the commit; a stop in between leaves it pending, which the next start queues.
    if (outcome.render) await renderQueue.enqueue(uploadId);
    return true;
  }

  /** The stored deck, or null when its file is missing or cannot be read (logged, no values). */
  async function readStoredDeck(uploadId: number, fileName: string): Promise<DeckInfo | null> {
    const data = await files.read('decks', fileName);
    if (!data) {
      log.warn({ uploadId, code: 'DECK_FILE_MISSING' }, 'stored deck not read again');
      return null;
    }
    try {
      return await inspectPptx(data);
    } catch {
      log.warn({ uploadId, code: 'DECK_UNREADABLE' }, 'stored deck not read again');
      return null;
    }
  }

  /** Reads every deck an earlier reader stored; answers how many this call read. */
  async function runAll(): Promise<number> {
    let done = 0;
    let after = 0;
    while (!stopping) {
      const batch = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.kind, 'presentation'),
            lt(uploads.readerVersion, DECK_READER_VERSION),
            gt(uploads.id, after),
          ),
        )
        .orderBy(uploads.id)
        .limit(BATCH);
      if (batch.length === 0) break;
      for (const { id } of batch) {
        if (stopping) break;
        if (await rereadOne(id)) done += 1;
        after = id;
      }
    }
    return done;
  }

  return {
    /** Runs the reread (joining one under way); answers how many decks this run read. */
    run(): Promise<number> {
      if (!running) {
        stopping = false;
        running = runAll().finally(() => {
          running = null;
        });
      }
      return running;
    },

    /** Stops before the next deck and waits for the one being read. */
    async stop(): Promise<void> {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}

export type DeckReread = ReturnType<typeof createDeckReread>;
