import fs from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@slovo/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { readCenterColour } from '../../../test/images.ts';
import {
  buildDeck,
  buildHiddenSlidesDeck,
  HIDDEN_SLIDE_COLOURS,
  isHiddenSlide,
} from '../../../test/pptx-fixtures.ts';
import { createDatabase } from '../../db/client.ts';
import { DECK_READER_VERSION, deckSlides, exercises, uploads } from '../../db/schema/index.ts';
import { createDeckReread } from './deck-reread.ts';

let t: TestApp;
let w: ExerciseWorld;
const logLines: string[] = [];
beforeAll(async () => {
  // Workers stay off: the test runs the reread and the render itself, when it chooses.
  t = await buildTestApp({ LOG_LEVEL: 'warn' }, { write: (line) => logLines.push(line) });
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

const readSlides = (uploadId: number) =>
  t.db
    .select()
    .from(deckSlides)
    .where(eq(deckSlides.uploadId, uploadId))
    .orderBy(asc(deckSlides.position));

const readUpload = async (uploadId: number) => {
  const [row] = await t.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) throw new Error('upload not found');
  return row;
};

describe('reading stored decks again', () => {
  it('heals a deck stored before hidden slides were read: flags, titles, search text and one picture per slide, once', async () => {
    const colours = HIDDEN_SLIDE_COLOURS;
    const deck = await buildHiddenSlidesDeck('Healed');
    const id = await w.uploadDeck(w.author, deck);
    await t.app.slides.renderUpload(id);
    const exercise = await w.createExercise({ presentation_id: id });
    const rendered = await readSlides(id);

    // As an earlier version stored it: nothing hidden, and the two shown slides' pictures on
    // slides 1 and 2 (LibreOffice left hidden slides out), none on the rest.
    await t.db.transaction(async (tx) => {
      await tx
        .update(deckSlides)
        .set({ hidden: false, title: '' })
        .where(eq(deckSlides.uploadId, id));
      for (const [index, row] of rendered.entries()) {
        const old = index < 2 ? rendered[index * 2 + 1]?.imageName : null;
        await tx
          .update(deckSlides)
          .set({ imageName: old ?? null })
          .where(and(eq(deckSlides.uploadId, id), eq(deckSlides.position, row.position)));
      }
      await tx.update(uploads).set({ readerVersion: 1 }).where(eq(uploads.id, id));
      await tx.update(exercises).set({ searchText: '' }).where(eq(exercises.id, exercise.id));
    });

    const enqueue = vi.spyOn(t.app.slides, 'enqueue');
    expect(await t.app.deckReread.run()).toBe(1);
    expect((await readSlides(id)).map((slide) => [slide.title, slide.hidden])).toEqual(
      colours.map((_, i) => [`Healed ${i + 1}`, isHiddenSlide(i)]),
    );
    const read = await readUpload(id);
    expect(read.readerVersion).toBe(DECK_READER_VERSION);
    expect(read.renderState).toBe('pending');
    expect(enqueue).toHaveBeenCalledWith(id);
    const [searched] = await t.db
      .select({ searchText: exercises.searchText })
      .from(exercises)
      .where(eq(exercises.id, exercise.id));
    expect(searched?.searchText).toContain('healed 3');

    // The queued render replaces the old pictures: slide k shows slide k.
    await t.app.slides.renderUpload(id);
    const healed = (
      await w.call(w.author, 'GET', `/api/exercises/${exercise.id}?role_id=${ROLE.author}`)
    ).json().data;
    expect(healed.presentation.render_state).toBe('done');
    for (const [i, slide] of healed.presentation.slides.entries()) {
      const image = await t.app.inject({ url: slide.image_url });
      const [r, g, b] = await readCenterColour(image.rawPayload);
      const [er, eg, eb] = colours[i]?.[1] ?? [0, 0, 0];
      expect(
        [r, g, b].map((c, k) => Math.abs(c - [er, eg, eb][k]!) < 40),
        `slide ${i + 1}`,
      ).toEqual([true, true, true]);
    }

    // Done once: a second run reads nothing and queues nothing.
    enqueue.mockClear();
    const before = await readSlides(id);
    expect(await t.app.deckReread.run()).toBe(0);
    expect(enqueue).not.toHaveBeenCalled();
    expect(await readSlides(id)).toEqual(before);
    expect((await readUpload(id)).renderState).toBe('done');
    enqueue.mockRestore();
  }, 120_000);

  it('marks a deck whose file is missing as read, logging only its id and a code', async () => {
    const deck = await buildDeck({ slides: [{ title: 'Lost deck', hidden: true }] });
    const id = await w.uploadDeck(w.author, deck);
    const stored = await readUpload(id);
    await t.db.update(uploads).set({ readerVersion: 1 }).where(eq(uploads.id, id));
    await fs.rm(path.join(t.config.filesDir, 'decks', stored.fileName));

    logLines.length = 0;
    expect(await t.app.deckReread.run()).toBe(1);
    expect((await readUpload(id)).readerVersion).toBe(DECK_READER_VERSION);
    const line = logLines.find((entry) => entry.includes('DECK_FILE_MISSING'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ uploadId: id, code: 'DECK_FILE_MISSING' });
    expect(line).not.toContain(stored.fileName);
    expect(await t.app.deckReread.run()).toBe(0);
  });

  it('reads each deck once when several processes run at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(
        await w.uploadDeck(w.author, await buildDeck({ slides: [{ title: `Twice ${i}` }] })),
      );
    }
    for (const id of ids) {
      await t.db.update(uploads).set({ readerVersion: 1 }).where(eq(uploads.id, id));
    }
    const other = createDeckReread({
      db: t.db,
      files: t.app.files,
      renderQueue: t.app.slides,
      log: t.app.log,
    });
    const [mine, theirs] = await Promise.all([t.app.deckReread.run(), other.run()]);
    expect(mine + theirs).toBe(ids.length);
    for (const id of ids) {
      expect((await readUpload(id)).readerVersion).toBe(DECK_READER_VERSION);
    }
  });

  it('reads old decks by itself, in the background, when a process with workers starts', async () => {
    const id = await w.uploadDeck(
      w.author,
      await buildDeck({ slides: [{ title: 'Shown' }, { title: 'Kept back', hidden: true }] }),
    );
    await t.db.update(deckSlides).set({ hidden: false }).where(eq(deckSlides.uploadId, id));
    await t.db.update(uploads).set({ readerVersion: 1 }).where(eq(uploads.id, id));
    // A second process on the same database and files (closing it removes them, so this test
    // comes last); the browser renderer keeps LibreOffice out of it.
    const url = (t.db.$client as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const worker = await buildTestApp(
      { WORKERS: 'true', SLIDE_RENDERER: 'browser', DATA_DIR: t.config.dataDir },
      undefined,
      createDatabase(url),
    );
    try {
      await vi.waitFor(
        async () => expect((await readUpload(id)).readerVersion).toBe(DECK_READER_VERSION),
        { timeout: 20_000, interval: 50 },
      );
      expect((await readSlides(id)).map((slide) => slide.hidden)).toEqual([false, true]);
    } finally {
      await worker.close();
    }
  });
});
