import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createLessonWorld(t);
});
afterAll(() => t.close());

type Item = { block_id: number; exercise_id: number };

const save = (lessonId: number, items: Item[], extra: Record<string, unknown> = {}) =>
  w.call(w.teacher, 'PUT', `/api/lesson/${lessonId}`, {
    workspace_id: w.workspace.id,
    items,
    ...extra,
  });

const itemsOf = async (lessonId: number) =>
  (
    await t.db.execute<{ exercise_id: number }>(
      sql`select exercise_id from lesson_items where lesson_id = ${lessonId} order by position`,
    )
  ).rows.map((r) => r.exercise_id);

describe('lesson preparation', () => {
  it('waits for the plan to be filled', async () => {
    const { lessonIds, blocks } = await w.createProtocol();
    const response = await save(lessonIds[0] as number, [
      { block_id: blocks.warmUp, exercise_id: w.breaths.candle },
    ]);
    expect(response.json().code).toBe('PLAN_NOT_FILLED');
  });

  it('offers each block the microblocks of its chosen categories and whole folders', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    const candidates = (
      await w.call(
        w.teacher,
        'GET',
        `/api/lesson/${lessonIds[0]}/candidates?workspace_id=${w.workspace.id}`,
      )
    ).json().data as { block_id: number; source_id: number }[];
    const of = (block: number) =>
      candidates
        .filter((c) => c.block_id === block)
        .map((c) => c.source_id)
        .sort();
    expect(of(blocks.warmUp)).toEqual([w.breaths.candle, w.breaths.feather].sort());
    // "Sound R" sits inside the folder "Sounds": choosing the folder brings it.
    expect(of(blocks.sounds)).toEqual([w.sounds.tiger, w.sounds.rocket, w.sounds.river].sort());
  });

  it('refuses an empty lesson, a block below its minimum or above its maximum, by name', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    const lessonId = lessonIds[0] as number;
    const empty = await save(lessonId, []);
    expect(empty.json()).toMatchObject({
      code: 'LESSON_EMPTY',
      message: 'A lesson cannot be saved without presentations',
    });

    const below = await save(lessonId, [
      { block_id: blocks.warmUp, exercise_id: w.breaths.candle },
      { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
    ]);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'LESSON_BLOCK_BELOW_MIN',
      message: 'The block "Sounds" needs at least 2 presentations',
    });

    const [extra] = (
      await t.db.execute<{ id: number }>(sql`insert into exercises (workspace_id, category_id,
        author_id, presentation_id, title, status_id, language)
        select workspace_id, category_id, author_id, presentation_id, 'Rain drops', status_id,
          language from exercises where id = ${w.sounds.river} returning id`)
    ).rows;
    const above = await save(lessonId, [
      { block_id: blocks.warmUp, exercise_id: w.breaths.candle },
      { block_id: blocks.sounds, exercise_id: w.sounds.tiger },
      { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
      { block_id: blocks.sounds, exercise_id: w.sounds.river },
      { block_id: blocks.sounds, exercise_id: extra?.id as number },
    ]);
    expect(above.json()).toMatchObject({
      code: 'LESSON_BLOCK_ABOVE_MAX',
      message: 'The block "Sounds" takes at most 3 presentations',
    });
    expect(await itemsOf(lessonId)).toEqual([]);
    await t.db.execute(sql`delete from exercises where id = ${extra?.id as number}`);
  });

  it('refuses a microblock from outside the block’s folders', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    const response = await save(lessonIds[0] as number, [
      { block_id: blocks.warmUp, exercise_id: w.sounds.rocket },
      { block_id: blocks.sounds, exercise_id: w.sounds.river },
      { block_id: blocks.sounds, exercise_id: w.sounds.tiger },
    ]);
    expect(response.json().code).toBe('LESSON_EXERCISE_NOT_ALLOWED');
  });

  it('keeps each microblock within its usage frequency across the plan', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    const lesson = (rocketOrRiver: number) => [
      { block_id: blocks.warmUp, exercise_id: w.breaths.candle },
      { block_id: blocks.sounds, exercise_id: w.sounds.tiger },
      { block_id: blocks.sounds, exercise_id: rocketOrRiver },
    ];
    const first = await save(lessonIds[0] as number, lesson(w.sounds.rocket), { title: 'Tigers' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ title: 'Tigers', item_count: 3 });
    expect(first.json().data.prepared_at).not.toBeNull();

    // "Tiger growls" may be used once per plan: a second lesson cannot take it.
    const second = await save(lessonIds[1] as number, lesson(w.sounds.river));
    expect(second.json()).toMatchObject({
      code: 'LESSON_USAGE_EXCEEDED',
      message: 'The microblock "Tiger growls" may be used at most once in a plan',
    });
    // Saving the first lesson again does not count it against itself.
    expect((await save(lessonIds[0] as number, lesson(w.sounds.river))).statusCode).toBe(200);
  });

  it('check-lesson says what a save would refuse, without saving', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    const lessonId = lessonIds[0] as number;
    const problems = await w.call(w.teacher, 'POST', `/api/lessons/check-lesson/${lessonId}`, {
      workspace_id: w.workspace.id,
      items: [{ block_id: blocks.sounds, exercise_id: w.sounds.rocket }],
    });
    expect(problems.json().data.map((p: { code: string }) => p.code)).toEqual([
      'LESSON_BLOCK_BELOW_MIN',
      'LESSON_BLOCK_BELOW_MIN',
    ]);
    expect(await itemsOf(lessonId)).toEqual([]);
  });

  it('auto-fill proposes a lesson that saves, different from lesson to lesson', async () => {
    const { lessonIds } = await w.createProtocol({ fill: true });
    const propose = async (lessonId: number) => {
      const response = await w.call(w.teacher, 'POST', `/api/lesson/${lessonId}/auto-fill`, {
        workspace_id: w.workspace.id,
      });
      return (response.json().data as Item[]).map(({ block_id, exercise_id }) => ({
        block_id,
        exercise_id,
      }));
    };
    const first = await propose(lessonIds[0] as number);
    expect(first).toHaveLength(3);
    expect((await save(lessonIds[0] as number, first)).statusCode).toBe(200);
    const second = await propose(lessonIds[1] as number);
    expect(second).toHaveLength(3);
    expect((await save(lessonIds[1] as number, second)).statusCode).toBe(200);
    expect(second).not.toEqual(first);
  });

  it('lists lessons by state: upcoming, not finished once their time passed, finished', async () => {
    const { lessonIds, planId, blocks } = await w.createProtocol({ fill: true });
    const [a, b] = lessonIds as [number, number];
    await save(
      a,
      [
        { block_id: blocks.warmUp, exercise_id: w.breaths.feather },
        { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
        { block_id: blocks.sounds, exercise_id: w.sounds.river },
      ],
      { scheduled_at: '2020-01-01T10:00:00+02:00' },
    );
    await w.call(w.teacher, 'POST', '/api/done', { workspace_id: w.workspace.id, lesson_id: b });
    const ids = async (state: string) =>
      (
        await w.call(
          w.teacher,
          'GET',
          `/api/lessons?workspace_id=${w.workspace.id}&plan_id=${planId}&state=${state}`,
        )
      )
        .json()
        .data.map((l: { id: number }) => l.id);
    expect(await ids('not_finished')).toEqual([a]);
    expect(await ids('finished')).toEqual([b]);
    expect(await ids('upcoming')).toHaveLength(8);
  });

  it('lists the lessons with a time apart from those still without one', async () => {
    const { lessonIds, planId, blocks } = await w.createProtocol({ fill: true });
    const [a] = lessonIds as [number];
    await save(
      a,
      [
        { block_id: blocks.warmUp, exercise_id: w.breaths.feather },
        { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
        { block_id: blocks.sounds, exercise_id: w.sounds.river },
      ],
      { scheduled_at: '2030-03-04T10:00:00+02:00' },
    );
    const list = async (filter: string) =>
      (
        await w.call(
          w.teacher,
          'GET',
          `/api/lessons?workspace_id=${w.workspace.id}&plan_id=${planId}&state=upcoming&${filter}`,
        )
      ).json();
    const scheduled = await list('is_scheduled=true');
    expect(scheduled.data.map((l: { id: number }) => l.id)).toEqual([a]);
    const unscheduled = await list('is_scheduled=false');
    expect(unscheduled.meta.total).toBe(9);
    expect(unscheduled.data.every((l: { scheduled_at: null }) => l.scheduled_at === null)).toBe(
      true,
    );
    const refused = await w.call(
      w.teacher,
      'GET',
      `/api/lessons?workspace_id=${w.workspace.id}&is_scheduled=soon`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].path).toBe('querystring.is_scheduled');
  });

  it('an archived student leaves the lists, but their plan still shows its lessons', async () => {
    const made = (
      await w.call(w.teacher, 'POST', '/api/clients', {
        workspace_id: w.workspace.id,
        child_name: 'Taras',
        client_name: 'Maria',
      })
    ).json().data;
    const protocol = (
      await w.call(w.teacher, 'POST', '/api/protocols', {
        workspace_id: w.workspace.id,
        client_id: made.id,
        template_id: w.template.id,
      })
    ).json().data;
    await w.call(w.teacher, 'POST', `/api/clients/${made.id}/archive`, {
      workspace_id: w.workspace.id,
      is_archived: true,
    });
    const base = `/api/lessons?workspace_id=${w.workspace.id}&pageSize=100`;
    const all = (await w.call(w.teacher, 'GET', base)).json().data;
    expect(all.some((l: { client: { id: number } }) => l.client.id === made.id)).toBe(false);
    const ofPlan = (
      await w.call(w.teacher, 'GET', `${base}&plan_id=${protocol.plans[0].id}`)
    ).json();
    expect(ofPlan.meta.total).toBe(10);
  });

  it('a lesson of another project is 404', async () => {
    const { lessonIds } = await w.createProtocol({ fill: true });
    const response = await w.call(
      w.teacher,
      'GET',
      `/api/lesson/${lessonIds[0]}?workspace_id=${w.other.id}`,
    );
    expect(response.statusCode).toBe(404);
  });
});
