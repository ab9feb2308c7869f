import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE } from '@slovo/contracts';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises } from '../../src/db/schema/index.ts';
import { loadLinkSecret } from '../../src/lib/links.ts';
import {
  createFileLinksFromSecret,
  FILE_LINK_WINDOW_SECONDS,
} from '../../src/modules/files/file-links.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../exercise-world.ts';
import { bearer, createToken, createUser } from '../factories.ts';
import { createLessonWorld } from '../lesson-world.ts';
import { buildMultipart } from '../multipart.ts';

const WRITER = fileURLToPath(new URL('../file-store-writer.ts', import.meta.url));
const HOUR_MS = 3_600_000;

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

const filesRoot = () => t.config.filesDir;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/** Waits until `check` holds, polling, and gives up well before the test's own time limit. */
async function waitFor<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the condition never held');
}

/** Makes a stored file (or leftover) look as old as the sweep needs. */
async function age(file: string, ms = 2 * HOUR_MS) {
  const then = new Date(Date.now() - ms);
  await fs.utimes(file, then, then);
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** The name of a stored file and its folder, from the signed URL an answer gave out. */
function storedFile(url: string) {
  const [folder, name] = new URL(url, 'http://x').pathname.split('/').slice(3) as [string, string];
  return path.join(filesRoot(), folder, name);
}

describe('uploads survive a crash', () => {
  it('a writer killed mid-write never leaves a partial stored file nor truncates one already stored', async () => {
    const stored = Buffer.alloc(1024, 7);
    const name = await t.app.files.put('media', stored, 'bin');
    const media = path.join(filesRoot(), 'media');
    let child: ChildProcess | null = null;
    try {
      child = spawn(
        process.execPath,
        ['--import', 'tsx', WRITER, filesRoot(), stored.toString('hex')],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      // Killed once a write is under way: a temporary file exists and has not been renamed yet.
      await waitFor(async () =>
        (await fs.readdir(media)).some((entry) => entry.startsWith('.tmp-')),
      );
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }

    expect(await fs.readFile(path.join(media, name))).toEqual(stored);
    const entries = await fs.readdir(media);
    for (const entry of entries.filter((e) => !e.startsWith('.'))) {
      const data = await fs.readFile(path.join(media, entry));
      expect(`${sha(data)}.bin`, `${entry} is whole`).toBe(entry);
    }
    const leftovers = entries.filter((e) => e.startsWith('.tmp-'));
    expect(leftovers.length).toBeGreaterThan(0);

    // The sweep removes what the crash left once it is old enough, and only that.
    await t.app.fileSweep.sweep();
    for (const leftover of leftovers) expect(await exists(path.join(media, leftover))).toBe(true);
    for (const leftover of leftovers) await age(path.join(media, leftover));
    await t.app.fileSweep.sweep();
    for (const leftover of leftovers) expect(await exists(path.join(media, leftover))).toBe(false);
  }, 60_000);

  it('storing bytes the store already holds keeps the stored file as it is', async () => {
    const data = Buffer.from('the same deck, uploaded twice');
    const name = await t.app.files.put('decks', data, 'pptx');
    const file = path.join(filesRoot(), 'decks', name);
    const before = await fs.stat(file);
    await t.app.files.put('decks', data, 'pptx');
    const after = await fs.stat(file);
    expect(after.ino).toBe(before.ino);
    expect(await fs.readFile(file)).toEqual(data);
  });

  it('a damaged stored file of the wrong size is replaced whole by the next store of its bytes', async () => {
    const data = Buffer.alloc(4096, 3);
    const name = await t.app.files.put('media', data, 'bin');
    await fs.writeFile(path.join(filesRoot(), 'media', name), '');
    await t.app.files.put('media', data, 'bin');
    expect(await fs.readFile(path.join(filesRoot(), 'media', name))).toEqual(data);
  });

  it('an upload keeps its scratch folder under the store, and the sweep removes old ones', async () => {
    const old = await t.app.files.makeScratchDir();
    await fs.writeFile(path.join(old, 'upload'), Buffer.alloc(1024));
    await age(path.join(old, 'upload'));
    await age(old);
    const young = await t.app.files.makeScratchDir();
    expect(path.dirname(old).startsWith(filesRoot())).toBe(true);

    await t.app.fileSweep.sweep();
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    await fs.rm(young, { recursive: true });

    // A finished upload leaves no scratch folder behind.
    expect((await w.upload(w.author, Buffer.from('not a deck'))).statusCode).toBe(415);
    expect(await fs.readdir(path.dirname(old))).toEqual([]);
  });
});

describe('the sweep', () => {
  it('removes old files no row refers to, and keeps referenced and young ones', async () => {
    const exercise = await w.createExercise();
    const deck = storedFile(exercise.presentation.url);
    const orphan = path.join(
      filesRoot(),
      'decks',
      await t.app.files.put('decks', Buffer.from('no row names me'), 'pptx'),
    );
    const youngOrphan = path.join(
      filesRoot(),
      'slides',
      await t.app.files.put('slides', Buffer.from('nor me, but I am new'), 'jpg'),
    );
    await age(deck);
    await age(orphan);

    await t.app.fileSweep.sweep();
    expect(await exists(deck)).toBe(true);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(youngOrphan)).toBe(true);
  });

  it('keeps an old unreferenced file that an upload has just stored again', async () => {
    const data = Buffer.from('reused bytes');
    const file = path.join(filesRoot(), 'media', await t.app.files.put('media', data, 'bin'));
    await age(file);
    await t.app.files.put('media', data, 'bin');
    await t.app.fileSweep.sweep();
    expect(await exists(file)).toBe(true);
  });
});

describe('deleted means gone', () => {
  it('answers give signed links that serve the file privately for a bounded time', async () => {
    const exercise = await w.createExercise();
    const url = exercise.presentation.url as string;
    expect(url).toMatch(/^\/api\/files\/decks\/[a-f0-9]{32}\.pptx\?expires=\d+&signature=[\w-]+$/);
    const deck = await t.app.inject({ url });
    expect(deck.statusCode).toBe(200);
    const maxAge = Number(
      /private, max-age=(\d+), immutable/.exec(String(deck.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(FILE_LINK_WINDOW_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * FILE_LINK_WINDOW_SECONDS);

    // The same link in every answer of the window, so lists cached for minutes stay valid and
    // the browser fetches the file once.
    const again = await w.call(
      w.author,
      'GET',
      `/api/exercises/${exercise.id}?role_id=${ROLE.author}`,
    );
    expect(again.json().data.presentation.url).toBe(url);
  });

  it('a missing, forged, borrowed or expired signature answers 404', async () => {
    const exercise = await w.createExercise();
    const url = new URL(exercise.presentation.url, 'http://x');
    const other = new URL((await w.createExercise()).presentation.url, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expired = createFileLinksFromSecret(
      await loadLinkSecret(t.config),
      () => Date.now() - 3 * FILE_LINK_WINDOW_SECONDS * 1000,
    );
    const name = url.pathname.split('/').pop() ?? '';
    const attempts = [
      url.pathname,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + FILE_LINK_WINDOW_SECONDS}&signature=${signature}`,
      `${url.pathname}?${other.searchParams}`,
      expired.url('decks', name),
      `${url.pathname}?expires=abc&signature=${'x'.repeat(64)}`,
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ url: attempt, headers: { lang: 'en' } });
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json(), attempt).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it("another workspace's people get no link to a microblock's deck, and its bare path is 404", async () => {
    const exercise = await w.createExercise();
    const seen = await w.call(
      w.stranger,
      'GET',
      `/api/exercises/${exercise.id}?role_id=${ROLE.moderator}`,
    );
    expect(seen.statusCode).toBe(404);
    const bare = new URL(exercise.presentation.url, 'http://x').pathname;
    expect((await t.app.inject({ url: bare, headers: bearer(w.stranger.token) })).statusCode).toBe(
      404,
    );
  });

  it("a deleted microblock's deck answers 404 at once, and the sweep removes its file", async () => {
    const exercise = await w.createExercise();
    const url = exercise.presentation.url as string;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const deleted = await w.call(
      w.author,
      'DELETE',
      `/api/exercises/${exercise.id}?role_id=${ROLE.author}`,
    );
    expect(deleted.statusCode).toBe(200);

    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const file = storedFile(url);
    await age(file);
    await t.app.fileSweep.sweep();
    expect(await exists(file)).toBe(false);
  });

  it('a replaced avatar is no longer served, and the sweep removes it', async () => {
    const user = await createUser(t.db);
    const token = await createToken(t.db, user.id);
    const uploadAvatar = async (colour: string) => {
      const image = await sharp({
        create: { width: 64, height: 64, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      const body = buildMultipart({}, { name: 'me.png', type: 'image/png', data: image });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/profile/avatar',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      return response.json().data.avatar as string;
    };
    const first = await uploadAvatar('#ff0000');
    expect((await t.app.inject({ url: first })).statusCode).toBe(200);
    const second = await uploadAvatar('#00ff00');
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    await age(storedFile(first));
    await t.app.fileSweep.sweep();
    expect(await exists(storedFile(first))).toBe(false);
    expect(await exists(storedFile(second))).toBe(true);
  });

  it('a child following a lesson without an account opens its slides by the links the player gives', async () => {
    const lw = await createLessonWorld(t);
    const { token, exerciseIds } = await lw.prepareLesson();
    // The slides are rendered (or, without LibreOffice, left to the browser to draw).
    const decks = await t.db
      .select({ id: exercises.presentationId })
      .from(exercises)
      .where(inArray(exercises.id, exerciseIds));
    for (const deck of decks) if (deck.id) await t.app.slides.renderUpload(deck.id);

    const lesson = await t.app.inject({ url: `/api/play-lesson/${token}` });
    expect(lesson.statusCode).toBe(200);
    type Played = {
      presentation: {
        url: string | null;
        slides: { image_url: string | null; audio_urls: string[] }[];
      };
    };
    const urls = (lesson.json().data.items as Played[]).flatMap(({ presentation }) => [
      ...(presentation.url ? [presentation.url] : []),
      ...presentation.slides.flatMap((slide) => [
        ...(slide.image_url ? [slide.image_url] : []),
        ...slide.audio_urls,
      ]),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url).toContain('signature=');
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
  });
});
