import fs from 'node:fs/promises';
import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { readCenterColour } from '../../../test/images.ts';
import {
  buildCompoundFile,
  buildDeck,
  buildDeckOfType,
  buildDoctypeDeck,
  buildDuplicateEntries,
  buildEncrypted,
  buildHiddenSlidesDeck,
  buildManyEntries,
  buildNotAZip,
  buildRenamedZip,
  buildTooManySlides,
  buildTraversal,
  buildTruncated,
  buildZipBomb,
  HIDDEN_SLIDE_COLOURS,
} from '../../../test/pptx-fixtures.ts';
import { listStoredFiles } from '../../../test/stored-files.ts';
import { deckSlides, uploads } from '../../db/schema/index.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  // LibreOffice renders here (CI installs it): the job runs in this process when asked.
  t = await buildTestApp();
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

describe('presentation upload', () => {
  it('refuses each bad file with its own reason and keeps nothing', async () => {
    const cases: [string, () => Promise<Buffer>, number, string][] = [
      ['plain text renamed .pptx', buildNotAZip, 415, 'This is not a .pptx presentation'],
      [
        'a zip that is no presentation',
        buildRenamedZip,
        422,
        'The file has no presentation slides',
      ],
      [
        'a zip bomb with a lying header',
        buildZipBomb,
        422,
        'The presentation unpacks to too much data',
      ],
      [
        '50,000 entries',
        () => buildManyEntries(50_000),
        422,
        'The file has too many parts for a presentation',
      ],
      [
        'a ../ path',
        () => buildTraversal(),
        422,
        'The file contains unsafe content and cannot be accepted',
      ],
      [
        'a DOCTYPE in slide XML',
        () => buildDoctypeDeck(),
        422,
        'The file contains unsafe content and cannot be accepted',
      ],
      [
        'a truncated file',
        buildTruncated,
        422,
        'The file is damaged or incomplete: save the presentation again',
      ],
      [
        'duplicate entries',
        () => buildDuplicateEntries(),
        422,
        'The file contains unsafe content and cannot be accepted',
      ],
      [
        'a zip-encrypted entry, which PowerPoint never writes',
        buildEncrypted,
        422,
        'The file is damaged or incomplete: save the presentation again',
      ],
      ['201 slides', () => buildTooManySlides(201), 422, 'Too many slides: at most 200'],
    ];
    const before = await t.db.select().from(uploads);
    const filesBefore = await listStoredFiles(t.config.filesDir);
    for (const [name, build, status, message] of cases) {
      const response = await w.upload(w.author, await build());
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toBe(message);
    }
    expect(await t.db.select().from(uploads)).toHaveLength(before.length);
    expect(await listStoredFiles(t.config.filesDir)).toEqual(filesBefore);
  }, 60_000);

  it('names what a refused Office file is and how to save it as .pptx', async () => {
    const cases: [string, Buffer, string, string][] = [
      [
        'a legacy .ppt',
        buildCompoundFile(['PowerPoint Document', 'Current User']),
        'PRESENTATION_LEGACY_PPT',
        'This is an old PowerPoint 97–2003 presentation (.ppt): open it in PowerPoint, save it as .pptx (File → Save As → PowerPoint Presentation) and upload it again',
      ],
      [
        'a password-protected .pptx',
        buildCompoundFile(['EncryptionInfo', 'EncryptedPackage']),
        'PRESENTATION_ENCRYPTED',
        'The presentation is password-protected: remove the protection and upload it again',
      ],
      [
        'a template',
        await buildDeckOfType(
          'application/vnd.openxmlformats-officedocument.presentationml.template.main+xml',
        ),
        'PRESENTATION_TEMPLATE',
        'This is a PowerPoint template (.potx), not a presentation: create a presentation from it, save it as .pptx and upload it again',
      ],
      [
        'a macro-enabled deck',
        await buildDeckOfType('application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml'),
        'PRESENTATION_MACROS',
        'The presentation contains macros (.pptm): save it in PowerPoint as a .pptx presentation without macros and upload it again',
      ],
      [
        'a Word 97-2003 document',
        buildCompoundFile(['WordDocument']),
        'PRESENTATION_NOT_PPTX',
        'This is not a .pptx presentation',
      ],
    ];
    for (const [name, data, code, message] of cases) {
      const response = await w.upload(w.author, data);
      expect(response.json(), name).toMatchObject({ code, message });
    }
  });

  it('accepts a deck with a stray byte after the end of its zip, and stores it without', async () => {
    const deck = await buildDeck();
    const response = await w.upload(w.author, Buffer.concat([deck, Buffer.from([0x0a])]));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.slide_count).toBe(3);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, response.json().data.id));
    const stored = await fs.readFile(`${t.config.filesDir}/decks/${row?.fileName}`);
    expect(stored.equals(deck)).toBe(true);
  });

  it('gives the reason in the caller language', async () => {
    const response = await w.upload(w.author, await buildNotAZip(), { lang: 'uk' });
    expect(response.json().message).toBe('Це не презентація .pptx');
  });

  it('inspects a good deck: slide titles, text, notes and the audio of each slide', async () => {
    const deck = await buildDeck({
      slides: [
        { title: 'Listen', text: 'Who says rrr?', notes: 'Play the sound', audio: true },
        { title: 'Repeat', text: 'rrr' },
      ],
    });
    const response = await w.upload(w.author, deck, { name: 'Tiger.pptx' });
    expect(response.statusCode).toBe(200);
    const upload = response.json().data;
    expect(upload).toMatchObject({
      kind: 'presentation',
      name: 'Tiger.pptx',
      slide_count: 2,
      render_state: 'pending',
    });
    const slides = await t.db.select().from(deckSlides);
    const mine = slides
      .filter((s) => s.uploadId === upload.id)
      .sort((a, b) => a.position - b.position);
    expect(mine.map((s) => [s.title, s.notes, s.audioNames.length])).toEqual([
      ['Listen', 'Play the sound', 1],
      ['Repeat', '', 0],
    ]);
    const audio = await t.app.inject({
      url: t.app.fileLinks.url('media', mine[0]?.audioNames[0] ?? ''),
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
  });

  it('a stranger cannot upload into the workspace; a teacher cannot upload at all', async () => {
    expect((await w.upload(w.stranger, await buildDeck())).statusCode).toBe(404);
    expect((await w.upload(w.teacher, await buildDeck())).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('keeps images and audio by their real type and detaches them on request', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const image = (await w.upload(w.author, png, { kind: 'image', name: 'x.png' })).json().data;
    expect(image).toMatchObject({ kind: 'image', mime: 'image/png' });
    const fake = await w.upload(w.author, Buffer.from('not audio'), {
      kind: 'audio',
      name: 'a.mp3',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Unsupported file type');

    const exercise = await w.createExercise({ image_ids: [image.id] });
    expect(exercise.images).toMatchObject([{ id: image.id }]);
    const stale = await w.call(
      w.author,
      'DELETE',
      `/api/exercises/files/${image.id}?exercise_id=${exercise.id}&status_id=${EXERCISE_STATUS.moderation}`,
    );
    expect(stale.json().code).toBe('EXERCISE_CHANGED');
    const removed = await w.call(
      w.author,
      'DELETE',
      `/api/exercises/files/${image.id}?exercise_id=${exercise.id}&status_id=${EXERCISE_STATUS.draft}`,
    );
    expect(removed.statusCode).toBe(200);
    const after = (
      await w.call(w.author, 'GET', `/api/exercises/${exercise.id}/images?role_id=${ROLE.author}`)
    ).json().data;
    expect(after).toEqual([]);
  });
});

describe('slide rendering', () => {
  it('gives each slide its own picture when the deck hides slides first, in the middle and last', async () => {
    const colours = HIDDEN_SLIDE_COLOURS;
    const deck = await buildHiddenSlidesDeck('Slide');
    const id = await w.uploadDeck(w.author, deck);
    await t.app.slides.renderUpload(id);
    const exercise = await w.createExercise({ presentation_id: id });
    expect(exercise.presentation.render_state).toBe('done');
    const slides = exercise.presentation.slides;
    expect(slides.map((slide: { hidden: boolean }) => slide.hidden)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    for (const [i, slide] of slides.entries()) {
      const image = await t.app.inject({ url: slide.image_url });
      const [r, g, b] = await readCenterColour(image.rawPayload);
      const [er, eg, eb] = colours[i]?.[1] ?? [0, 0, 0];
      expect(
        [r, g, b].map((c, k) => Math.abs(c - [er, eg, eb][k]!) < 40),
        `slide ${i + 1}`,
      ).toEqual([true, true, true]);
    }
  }, 90_000);

  it('renders every slide to an image with LibreOffice; the list shows the first as cover', async () => {
    const exercise = await w.createExercise();
    expect(exercise.presentation.render_state).toBe('pending');
    await t.app.slides.renderUpload(exercise.presentation.id);
    const rendered = (
      await w.call(w.author, 'GET', `/api/exercises/${exercise.id}?role_id=${ROLE.author}`)
    ).json().data;
    expect(rendered.presentation.render_state).toBe('done');
    expect(rendered.cover_url).toBe(rendered.presentation.slides[0].image_url);
    for (const slide of rendered.presentation.slides) {
      const image = await t.app.inject({ url: slide.image_url });
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(1280);
    }
  }, 60_000);
});
