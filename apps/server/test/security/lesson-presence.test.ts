import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type LessonPresence, ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { type EventStream, openEventStream } from '../event-stream.ts';
import { createToken, createUser } from '../factories.ts';
import { createLessonWorld } from '../lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ FOLLOW_HEARTBEAT_MS: '200', FOLLOW_GRACE_MS: '200' });
  w = await createLessonWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
const streams: EventStream[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

function open(path: string, headers: Record<string, string> = {}) {
  const stream = openEventStream(`${baseUrl}${path}`, headers);
  streams.push(stream);
  return stream;
}

const presencePath = (lessonId: number, workspaceId = w.workspace.id) =>
  `/api/lesson/${lessonId}/presence?workspace_id=${workspaceId}`;

describe('who follows a lesson is for the teachers of its project only', () => {
  it('refuses the presence stream without a teacher’s rights in the lesson’s project', async () => {
    const { lessonId } = await w.prepareLesson();
    const as = (user?: { token: string }) =>
      t.app.inject({
        method: 'GET',
        url: presencePath(lessonId),
        headers: user ? { authorization: `Bearer ${user.token}` } : {},
      });
    expect((await as()).statusCode).toBe(401);
    // An author of the project holds no teacher's role.
    expect((await as(w.author)).statusCode).toBe(403);
    // A teacher of another project sees no such project, and with their own no such lesson.
    const user = await createUser(t.db, {
      assignments: [{ workspaceId: w.other.id, roles: [ROLE.teacher] }],
    });
    const foreign = { token: await createToken(t.db, user.id) };
    expect((await as(foreign)).statusCode).toBe(404);
    const inOwn = await t.app.inject({
      method: 'GET',
      url: presencePath(lessonId, w.other.id),
      headers: { authorization: `Bearer ${foreign.token}` },
    });
    expect(inOwn.statusCode).toBe(404);
    expect(inOwn.json().code).toBe('NOT_FOUND');
  });

  it('a child’s link reads no presence: its stream carries positions only, and no route by link tells it', async () => {
    const { token, lessonId } = await w.prepareLesson();
    const teacher = open(presencePath(lessonId), { authorization: `Bearer ${w.teacher.token}` });
    const child = open(`/api/play-lesson/${token}/events?viewer=${randomUUID()}`);
    await child.waitFor('position');
    // A second screen joins: the teacher hears of it, the first child's stream does not.
    const sibling = open(`/api/play-lesson/${token}/events?viewer=${randomUUID()}`);
    await teacher.waitFor('presence', (data) => (data as LessonPresence).screens === 2);
    await sibling.waitFor('position');
    expect(new Set(child.events.map((e) => e.event))).toEqual(new Set(['position']));
    const byLink = await t.app.inject({
      method: 'GET',
      url: `/api/play-lesson/${token}/presence`,
    });
    expect(byLink.statusCode).toBe(404);
  });

  it('one lesson’s link cannot move the screens of another lesson', async () => {
    const mine = await w.prepareLesson();
    const other = await w.prepareLesson();
    const viewer = randomUUID();
    const teacher = open(presencePath(other.lessonId), {
      authorization: `Bearer ${w.teacher.token}`,
    });
    open(`/api/play-lesson/${other.token}/events?viewer=${viewer}`);
    await teacher.waitFor('presence', (data) => (data as LessonPresence).screens === 1);
    // The screen's id, with the wrong lesson's link: nothing changes for the other lesson.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/play-lesson/${mine.token}/shown`,
      payload: { viewer, item: 2, slide: 0 },
    });
    expect(forged.statusCode).toBe(200);
    // With its own link the report arrives: anything sent before it would have arrived first.
    await t.app.inject({
      method: 'POST',
      url: `/api/play-lesson/${other.token}/shown`,
      payload: { viewer, item: 1, slide: 0 },
    });
    await teacher.waitFor('presence', (data) => (data as LessonPresence).shown.length > 0);
    const reported = teacher.events.flatMap((e) => (e.data as LessonPresence).shown);
    expect(reported).toEqual([{ item: 1, slide: 0 }]);
  });

  it('refuses a report that is not a screen’s id or a slide, and a forged link', async () => {
    const { token } = await w.prepareLesson();
    const report = (path: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: path, payload: payload as object });
    const bad = await report(`/api/play-lesson/${token}/shown`, {
      viewer: 'not-an-id',
      item: 0,
      slide: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const forged = await report('/api/play-lesson/AAAAAAAAAAAAAAAAAAAAAA/shown', {
      viewer: randomUUID(),
      item: 0,
      slide: 0,
    });
    expect(forged.statusCode).toBe(404);
    const badViewer = await t.app.inject({
      method: 'GET',
      url: `/api/play-lesson/${token}/events?viewer=x`,
    });
    expect(badViewer.statusCode).toBe(400);
  });
});
