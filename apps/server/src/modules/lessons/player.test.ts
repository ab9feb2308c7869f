import type { AddressInfo } from 'node:net';
import { ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { bearer, createToken, createUser } from '../../../test/factories.ts';
import { buildPng } from '../../../test/images.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';
import { buildMultipart } from '../../../test/multipart.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser', PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A prepared lesson of a filled plan and its link token (a link is 22 url-safe characters). */
async function prepareLesson() {
  const prepared = await w.prepareLesson();
  expect(prepared.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return prepared;
}

const open = (token: string, as?: { token: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/play-lesson/${token}`,
    headers: as ? bearer(as.token) : {},
  });
const move = (token: string, item: number, slide: number, as = w.teacher) =>
  w.call(as, 'POST', `/api/play-lesson/${token}/position`, { item, slide });

/** Reads server-sent `position` events until `count` arrived; `onOpen` runs at the first. */
async function follow(token: string, count: number, onOpen?: () => void) {
  const stream = openEventStream(`${baseUrl}/api/play-lesson/${token}/events`);
  try {
    await stream.waitFor('position');
    onOpen?.();
    const positions = () => stream.events.filter((e) => e.event === 'position');
    await stream.waitFor('position', () => positions().length >= count);
    return positions()
      .slice(0, count)
      .map((e) => e.data);
  } finally {
    stream.close();
  }
}

describe('lesson player', () => {
  it('a teacher of the project leads; anyone else with the link follows, seeing no ids', async () => {
    const { token, lessonId } = await prepareLesson();
    const leader = (await open(token, w.teacher)).json().data;
    expect(leader).toMatchObject({
      is_leader: true,
      lesson_id: lessonId,
      child_name: 'Marko',
      language: 'uk',
    });
    expect(leader.items.map((i: { title: string }) => i.title)).toEqual([
      'Blow the candle',
      'Rocket launch',
      'River flows',
    ]);
    expect(leader.items[0].presentation.slides).toHaveLength(2);

    const follower = (await open(token)).json().data;
    expect(follower).toMatchObject({
      is_leader: false,
      lesson_id: null,
      workspace_id: null,
      marks: [],
    });
    const stranger = (await open(token, w.stranger)).json().data;
    expect(stranger.is_leader).toBe(false);
  });

  it('followers receive the leader’s moves as they happen', async () => {
    const { token } = await prepareLesson();
    const events = await follow(token, 3, () => {
      void (async () => {
        await move(token, 0, 1);
        await move(token, 1, 0);
      })();
    });
    expect(events).toEqual([
      { item: 0, slide: 0, is_finished: false },
      { item: 0, slide: 1, is_finished: false },
      { item: 1, slide: 0, is_finished: false },
    ]);
  });

  it('only the leader moves, marks and finishes; a follower or stranger is refused', async () => {
    const { token } = await prepareLesson();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/play-lesson/${token}/position`,
      payload: { item: 1, slide: 0 },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await move(token, 1, 0, w.stranger)).statusCode).toBe(403);
    expect((await move(token, 7, 0)).statusCode).toBe(400);
    expect((await open(token)).json().data.position).toEqual({
      item: 0,
      slide: 0,
      is_finished: false,
    });
  });

  it('keeps the teacher’s marks per slide, changes and clears them', async () => {
    const { token, lessonId } = await prepareLesson();
    const mark = (item: number, slide: number, value: string | null) =>
      w.call(w.teacher, 'PUT', `/api/play-lesson/${token}/marks`, { item, slide, mark: value });
    await mark(0, 0, 'correct');
    await mark(1, 1, 'prompted');
    await mark(1, 1, 'incorrect');
    const marks = (await mark(2, 0, 'correct')).json().data;
    expect(marks).toEqual(
      expect.arrayContaining([
        { item: 0, slide: 0, mark: 'correct' },
        { item: 1, slide: 1, mark: 'incorrect' },
        { item: 2, slide: 0, mark: 'correct' },
      ]),
    );
    expect(marks).toHaveLength(3);
    await mark(2, 0, null);
    const stored = await t.db.execute(
      sql`select * from lesson_marks where lesson_id = ${lessonId}`,
    );
    expect(stored.rows).toHaveLength(2);
    const asFollower = (await open(token)).json().data.marks;
    expect(asFollower).toEqual([]);
  });

  it('tracks time, finishes (followers see the end), then refuses moves; done marks it', async () => {
    const { token, lessonId } = await prepareLesson();
    const track = (items: { item: number; seconds: number }[]) =>
      w.call(w.teacher, 'POST', '/api/track', {
        workspace_id: w.workspace.id,
        lesson_id: lessonId,
        items,
      });
    expect((await track([{ item: 0, seconds: 30 }])).json().data.tracked_seconds).toBe(30);
    expect((await track([{ item: 1, seconds: 45 }])).json().data.tracked_seconds).toBe(75);

    const ended = follow(token, 2, () => {
      void w.call(w.teacher, 'POST', '/api/lesson/finish', {
        workspace_id: w.workspace.id,
        lesson_id: lessonId,
      });
    });
    expect((await ended)[1]).toEqual({ item: 0, slide: 0, is_finished: true });
    expect((await move(token, 1, 0)).json().code).toBe('LESSON_FINISHED');
    expect((await track([{ item: 1, seconds: 60 }])).json().code).toBe('LESSON_FINISHED');
    const again = await w.call(w.teacher, 'POST', '/api/lesson/finish', {
      workspace_id: w.workspace.id,
      lesson_id: lessonId,
    });
    expect(again.json().code).toBe('LESSON_FINISHED');

    expect(
      (
        await w.call(w.teacher, 'POST', '/api/done', {
          workspace_id: w.workspace.id,
          lesson_id: lessonId,
        })
      ).statusCode,
    ).toBe(200);
    const lesson = (
      await w.call(w.teacher, 'GET', `/api/lesson/${lessonId}?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(lesson).toMatchObject({ state: 'finished', tracked_seconds: 75 });
    expect(lesson.done_at).not.toBeNull();
  });

  it('keeps each item’s time on screen as totals: a retry or a late report counts once', async () => {
    const { token, lessonId } = await prepareLesson();
    const track = (items: unknown, as = w.teacher, workspaceId = w.workspace.id) =>
      w.call(as, 'POST', '/api/track', { workspace_id: workspaceId, lesson_id: lessonId, items });
    const first = await track([{ item: 0, seconds: 30 }]);
    expect(first.json().data).toEqual({ tracked_seconds: 30, item_seconds: [30, 0, 0] });
    // The same report again (its answer was lost): nothing more.
    expect((await track([{ item: 0, seconds: 30 }])).json().data).toEqual(first.json().data);
    const next = await track([
      { item: 0, seconds: 40 },
      { item: 1, seconds: 20 },
    ]);
    expect(next.json().data).toEqual({ tracked_seconds: 60, item_seconds: [40, 20, 0] });
    // A report that arrives after a newer one takes nothing back.
    expect((await track([{ item: 0, seconds: 10 }])).json().data).toEqual(next.json().data);
    // The leader's player starts from what is stored; a follower sees no times.
    const leader = (await open(token, w.teacher)).json().data;
    expect(leader.items.map((i: { seconds: number }) => i.seconds)).toEqual([40, 20, 0]);
    const follower = (await open(token)).json().data;
    expect(follower.items.map((i: { seconds: null }) => i.seconds)).toEqual([null, null, null]);
  });

  it('refuses absurd times and other projects’ teachers, changing nothing', async () => {
    const { lessonId } = await prepareLesson();
    const track = (items: unknown, as = w.teacher, workspaceId = w.workspace.id) =>
      w.call(as, 'POST', '/api/track', { workspace_id: workspaceId, lesson_id: lessonId, items });
    await track([{ item: 1, seconds: 20 }]);
    const refused = [
      [{ item: 3, seconds: 10 }], // the lesson has three items
      [{ item: 0, seconds: -5 }],
      [{ item: 0, seconds: 10_801 }], // more than three hours on one microblock
      [{ item: 0, seconds: 1.5 }],
      [
        { item: 0, seconds: 10 },
        { item: 0, seconds: 20 },
      ],
      [],
    ];
    for (const items of refused) {
      const response = await track(items);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/\w/),
      });
    }
    const wrongItem = await track([{ item: 3, seconds: 10 }]);
    expect(wrongItem.json().details.fields[0].path).toBe('items.0.item');
    const legacy = await w.call(w.teacher, 'POST', '/api/track', {
      workspace_id: w.workspace.id,
      lesson_id: lessonId,
      seconds: 30,
    });
    expect(legacy.statusCode).toBe(400);
    // Another project's teacher: no such lesson, through their project or this one.
    const user = await createUser(t.db, {
      assignments: [{ workspaceId: w.other.id, roles: [ROLE.teacher] }],
    });
    const foreign = { id: user.id, token: await createToken(t.db, user.id) };
    expect((await track([{ item: 0, seconds: 10 }], foreign)).statusCode).toBe(404);
    const viaOwn = await track([{ item: 0, seconds: 10 }], foreign, w.other.id);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().code).toBe('NOT_FOUND');
    const stored = await t.db.execute<{ seconds: number }>(
      sql`select seconds from lesson_item_seconds where lesson_id = ${lessonId}`,
    );
    expect(stored.rows).toEqual([{ seconds: 20 }]);
  });

  it('adds no more than the clock allows: a quarter of an hour in hand, then the seconds that pass', async () => {
    const { lessonId } = await prepareLesson();
    const track = (items: unknown) =>
      w.call(w.teacher, 'POST', '/api/track', {
        workspace_id: w.workspace.id,
        lesson_id: lessonId,
        items,
      });
    // In hand for reports that could not be sent for a while: fifteen minutes, not three hours.
    const burst = await track([{ item: 0, seconds: 10_800 }]);
    expect(burst.json().data).toEqual({ tracked_seconds: 900, item_seconds: [900, 0, 0] });
    // Two minutes later, as far as the lesson's clock knows.
    await t.db.execute(sql`update lessons set tracked_until = tracked_until - interval '2 minutes'
      where id = ${lessonId}`);
    const later = (
      await track([
        { item: 0, seconds: 10_800 },
        { item: 2, seconds: 10_800 },
      ])
    ).json().data;
    // The first item takes the credit first; a test's own seconds may add a few.
    expect(later.item_seconds[0]).toBeGreaterThanOrEqual(1020);
    expect(later.item_seconds[0]).toBeLessThan(1030);
    expect(later.item_seconds[2]).toBe(0);
    expect(later.tracked_seconds).toBe(later.item_seconds[0]);
  });

  it('a lesson with nothing prepared cannot be finished, only marked done', async () => {
    const { lessonIds } = await w.createProtocol({ fill: true });
    const action = (path: string) =>
      w.call(w.teacher, 'POST', path, { workspace_id: w.workspace.id, lesson_id: lessonIds[0] });
    expect((await action('/api/lesson/finish')).json().code).toBe('LESSON_EMPTY');
    expect((await action('/api/done')).statusCode).toBe(200);
  });

  it('a forged link is 404 and its events never open', async () => {
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/play-lesson/AAAAAAAAAAAAAAAAAAAAAA/events',
    });
    expect(events.statusCode).toBe(404);
  });
});

describe('generate-before-lesson', () => {
  it('makes the student’s themed versions of the lesson’s microblocks and plays them', async () => {
    const root = await createUser(t.db, { isRoot: true });
    const rootToken = await createToken(t.db, root.id);
    const asset = async (type: string, colour: string) => {
      const body = buildMultipart(
        { type, name: `${type} ${colour}` },
        { name: `${type}.png`, type: 'image/png', data: await buildPng(colour, 60, 40) },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { ...bearer(rootToken), ...body.headers },
        payload: body.payload,
      });
      return response.json().data.id as number;
    };
    const dinosaurs = w.interests.dinosaurs.id;
    await w.call(w.moderator, 'PUT', `/api/themes/${dinosaurs}/assets`, {
      workspace_id: w.workspace.id,
      asset_ids: [await asset('background', '#2f9e44'), await asset('character', '#e8590c')],
    });
    await w.call(w.moderator, 'POST', '/api/themes/toggle-ready', {
      workspace_id: w.workspace.id,
      ids: [dinosaurs],
      is_ready: true,
    });
    await t.db.execute(sql`update exercises set is_ready_for_generation = true
      where id in (${w.breaths.candle}, ${w.sounds.rocket}, ${w.sounds.river})`);
    const { token, lessonId } = await prepareLesson();

    const response = await w.call(
      w.teacher,
      'POST',
      `/api/generator/generate-before-lesson/${lessonId}`,
      {
        workspace_id: w.workspace.id,
      },
    );
    expect(response.statusCode).toBe(200);
    const { made, failed, lesson } = response.json().data;
    expect(failed).toBe(0);
    expect(made).toBe(3);
    expect(lesson.items.map((i: { theme: { id: number } | null }) => i.theme?.id)).toEqual([
      dinosaurs,
      dinosaurs,
      dinosaurs,
    ]);
    expect(
      lesson.items.every(
        (i: { exercise_id: number; source_id: number }) => i.exercise_id !== i.source_id,
      ),
    ).toBe(true);

    // The student's ready themes and what they are made of, for the screens that dress up.
    const dressing = (
      await w.call(
        w.teacher,
        'GET',
        `/api/themes/get-assets/by-client?workspace_id=${w.workspace.id}&client_id=${w.client.id}`,
      )
    ).json().data;
    expect(dressing).toHaveLength(1);
    expect(dressing[0].theme).toEqual({ id: dinosaurs, name: 'Dinosaurs' });
    expect(dressing[0].assets.map((a: { type: string }) => a.type).sort()).toEqual([
      'background',
      'character',
    ]);

    // Idempotent: nothing new to make the second time.
    const again = await w.call(
      w.teacher,
      'POST',
      `/api/generator/generate-before-lesson/${lessonId}`,
      {
        workspace_id: w.workspace.id,
      },
    );
    expect(again.json().data.made).toBe(0);

    // The player plays the themed decks (drawn in the browser here, so it gets their files once
    // the render job has looked at them).
    const themed = await t.db.execute<{ id: number; file_name: string }>(
      sql`select u.id, u.file_name from exercises e join uploads u on u.id = e.presentation_id
        where e.theme_id = ${dinosaurs}`,
    );
    for (const { id } of themed.rows) await t.app.slides.renderUpload(id);
    const played = (await open(token, w.teacher)).json().data;
    const decks = played.items.map((i: { presentation: { url: string } }) =>
      new URL(i.presentation.url, 'http://x').pathname.split('/').pop(),
    );
    expect(themed.rows.map((r) => r.file_name)).toEqual(expect.arrayContaining(decks));
  });
});
