import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LessonPresence } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type EventStream, openEventStream } from '../../../test/event-stream.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';
import { createDatabase } from '../../db/client.ts';

/** Short, so the drops these tests wait for come quickly. */
const HEARTBEAT_MS = 200;
const GRACE_MS = 600;
const env = {
  SLIDE_RENDERER: 'browser',
  FOLLOW_HEARTBEAT_MS: String(HEARTBEAT_MS),
  FOLLOW_GRACE_MS: String(GRACE_MS),
};

// Two processes of the app on one database: A and B.
let a: TestApp;
let b: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
const urls = { a: '', b: '' };
beforeAll(async () => {
  a = await buildTestApp(env);
  w = await createLessonWorld(a);
  const url = String(a.db.$client.options.connectionString);
  b = await buildTestApp(env, undefined, createDatabase(url));
  for (const [name, t] of [
    ['a', a],
    ['b', b],
  ] as const) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    urls[name] = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const streams: EventStream[] = [];
function track(stream: EventStream) {
  streams.push(stream);
  return stream;
}
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** The teacher's view of who follows the lesson, from process `on`. */
function watchPresence(on: keyof typeof urls, lessonId: number) {
  return track(
    openEventStream(`${urls[on]}/api/lesson/${lessonId}/presence?workspace_id=${w.workspace.id}`, {
      authorization: `Bearer ${w.teacher.token}`,
    }),
  );
}

/** A child's screen following the lesson through its link, connected to process `on`. */
function followLesson(on: keyof typeof urls, token: string, viewer: string) {
  return track(openEventStream(`${urls[on]}/api/play-lesson/${token}/events?viewer=${viewer}`));
}

const screens = (count: number) => (data: unknown) => (data as LessonPresence).screens === count;

async function reportShown(token: string, viewer: string, item: number, slide: number) {
  const response = await a.app.inject({
    method: 'POST',
    url: `/api/play-lesson/${token}/shown`,
    payload: { viewer, item, slide },
  });
  expect(response.statusCode).toBe(200);
}

describe('presence of the child’s screen in follow mode', () => {
  it('a screen connected to another process shows to the teacher, with the slide it reports', async () => {
    const { token, lessonId } = await w.prepareLesson();
    const viewer = randomUUID();
    const child = followLesson('b', token, viewer);
    await child.waitFor('position');

    // The teacher opens the player afterwards, on process A: the screen is there at once.
    const teacher = watchPresence('a', lessonId);
    await teacher.waitFor('presence', screens(1));

    // The screen reports its slide through process A; its stream is held by B.
    await reportShown(token, viewer, 0, 1);
    const shown = await teacher.waitFor(
      'presence',
      (data) => (data as LessonPresence).shown.length > 0,
    );
    expect(shown.data).toEqual({ screens: 1, shown: [{ item: 0, slide: 1 }] });

    // A second screen on the same link counts too.
    const sibling = followLesson('a', token, randomUUID());
    await sibling.waitFor('position');
    await teacher.waitFor('presence', screens(2));
    sibling.close();
    child.close();
    const gone = await teacher.waitFor('presence', screens(0));
    expect(gone.data).toEqual({ screens: 0, shown: [] });
  });

  it('a drop is told only after the grace period, and a reconnect within it is not a drop', async () => {
    const { token, lessonId } = await w.prepareLesson();
    const teacher = watchPresence('a', lessonId);
    const viewer = randomUUID();
    const first = followLesson('b', token, viewer);
    await teacher.waitFor('presence', screens(1));

    // The screen's connection breaks and it connects again, this time to A.
    first.close();
    const again = followLesson('a', token, viewer);
    await again.waitFor('position');
    await reportShown(token, viewer, 0, 0);
    const heard = teacher.events.length;
    await teacher.waitFor('presence', (data) => (data as LessonPresence).shown.length > 0);

    // It goes for good: the teacher hears of it once the grace period is over.
    const closedAt = Date.now();
    again.close();
    const dropped = await teacher.waitFor('presence', screens(0), heard);
    expect(dropped.at - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
    // From its first connection to the drop the screen never counted as gone.
    const from = teacher.events.findIndex((e) => screens(1)(e.data));
    const counts = teacher.events.slice(from).map((e) => (e.data as LessonPresence).screens);
    expect(counts.at(-1)).toBe(0);
    expect(counts.slice(0, -1).every((count) => count === 1)).toBe(true);
  });

  it('a screen whose process died stops counting once its heartbeats are missed', async () => {
    const { lessonId } = await w.prepareLesson();
    const teacher = watchPresence('a', lessonId);
    await teacher.waitFor('presence', screens(0));
    // A process announces a screen the way any process does, then dies: no leave, no heartbeat.
    const heardAt = Date.now();
    const beat = { t: 'beat', l: lessonId, c: randomUUID(), v: randomUUID(), s: [1, 0] };
    await a.db.execute(sql`select pg_notify('slovo_lesson_presence', ${JSON.stringify(beat)})`);
    const connected = await teacher.waitFor('presence', screens(1));
    expect(connected.data).toEqual({ screens: 1, shown: [{ item: 1, slide: 0 }] });
    const expired = await teacher.waitFor('presence', screens(0), teacher.events.length);
    expect(expired.at - heardAt).toBeGreaterThanOrEqual(HEARTBEAT_MS * 2);
  });

  it('a screen that stays connected keeps counting across heartbeats', async () => {
    const { token, lessonId } = await w.prepareLesson();
    const teacher = watchPresence('a', lessonId);
    const child = followLesson('b', token, randomUUID());
    await teacher.waitFor('presence', screens(1));
    // Four heartbeats of process B go by: longer than a silent screen is kept.
    const listener = new pg.Client(String(a.db.$client.options.connectionString));
    await listener.connect();
    const beats = new Promise<void>((resolve) => {
      let count = 0;
      listener.on('notification', (message) => {
        const heard = JSON.parse(message.payload ?? '{}') as { t?: string; l?: number };
        if (heard.t === 'beat' && heard.l === lessonId && ++count === 4) resolve();
      });
    });
    await listener.query('LISTEN slovo_lesson_presence');
    await beats;
    await listener.end();
    const counts = teacher.events.map((e) => (e.data as LessonPresence).screens);
    expect(counts.slice(counts.indexOf(1))).toEqual([1]);
    child.close();
  });
});
