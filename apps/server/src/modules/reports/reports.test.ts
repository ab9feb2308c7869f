import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
const ids = {} as {
  lessonA: number;
  lessonB: number;
  lessonC: number;
  lessonD: number;
  lessonE: number;
  secondClient: number;
  variant: number;
};

/**
 * Puts a lesson's microblocks and its day in place, as the player would have left them: the
 * lesson's time, and the seconds it timed per microblock (`timed`; none before it timed them).
 */
async function hold(
  lessonId: number,
  items: { block: number; exercise: number; variant?: number; timed?: number }[],
  at: { finished?: string; scheduled?: string; seconds?: number },
) {
  for (const [position, item] of items.entries()) {
    await t.db.execute(sql`insert into lesson_items (lesson_id, position, block_id, exercise_id, variant_id)
      values (${lessonId}, ${position}, ${item.block}, ${item.exercise}, ${item.variant ?? null})`);
    if (item.timed === undefined) continue;
    await t.db.execute(sql`insert into lesson_item_seconds (lesson_id, exercise_id, seconds)
      values (${lessonId}, ${item.exercise}, ${item.timed})`);
  }
  await t.db.execute(sql`update lessons set
      started_at = ${at.finished ?? null}::timestamptz, finished_at = ${at.finished ?? null}::timestamptz,
      scheduled_at = ${at.scheduled ?? at.finished ?? null}::timestamptz,
      tracked_seconds = ${at.seconds ?? 0}
    where id = ${lessonId}`);
}

async function mark(lessonId: number, exerciseId: number, slide: number, value: string) {
  await t.db.execute(sql`insert into lesson_marks (lesson_id, exercise_id, slide, mark)
    values (${lessonId}, ${exerciseId}, ${slide}, ${value})`);
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await createLessonWorld(t);
  const { candle } = w.breaths;
  const { rocket, river, tiger } = w.sounds;
  const first = await w.createProtocol({ fill: true });
  const second = await w.createProtocol({ fill: true });
  const [client] = (
    await t.db.execute<{ id: number }>(sql`insert into clients
      (workspace_id, child_name, client_name, language, time_zone)
      values (${w.workspace.id}, 'Ivanka', 'Oksana', 'uk', 'Europe/Kyiv') returning id`)
  ).rows;
  ids.secondClient = client?.id as number;
  await t.db.execute(sql`update protocols set client_id = ${ids.secondClient}
    where id = ${second.protocol.id}`);
  const [variant] = (
    await t.db.execute<{ id: number }>(sql`insert into exercises (workspace_id, category_id,
      author_id, presentation_id, title, status_id, language, source_id, theme_id)
      select workspace_id, category_id, author_id, presentation_id, title, status_id, language,
        id, ${w.interests.dinosaurs.id} from exercises where id = ${rocket} returning id`)
  ).rows;
  ids.variant = variant?.id as number;
  await t.db.execute(sql`update exercises set author_id = ${w.author2.id} where id = ${tiger}`);
  await t.db.execute(
    sql`update exercises set title = '=HYPERLINK("x"), river' where id = ${river}`,
  );

  const [a, b, c, , e] = first.lessonIds as number[];
  const [d] = second.lessonIds as number[];
  Object.assign(ids, { lessonA: a, lessonB: b, lessonC: c, lessonD: d, lessonE: e });
  const { warmUp, sounds } = first.blocks;
  // A, Monday 2 March: 30 minutes timed by the player (900, 700 and 200 s), rocket in dinosaurs.
  await hold(
    ids.lessonA,
    [
      { block: warmUp, exercise: candle, timed: 900 },
      { block: sounds, exercise: rocket, variant: ids.variant, timed: 700 },
      { block: sounds, exercise: river, timed: 200 },
    ],
    { finished: '2026-03-02T10:00:00Z', seconds: 1800 },
  );
  // B, 10 March, played before the player timed microblocks: 10 minutes over two (300 s each,
  // estimated).
  await hold(
    ids.lessonB,
    [
      { block: warmUp, exercise: candle },
      { block: sounds, exercise: rocket },
    ],
    { finished: '2026-03-10T10:00:00Z', seconds: 600 },
  );
  // C, set for 12 March and never played: counts as a lesson, not a play.
  await hold(ids.lessonC, [{ block: warmUp, exercise: candle }], {
    scheduled: '2026-03-12T10:00:00Z',
  });
  // E, April: out of the range.
  await hold(ids.lessonE, [{ block: warmUp, exercise: candle }], {
    finished: '2026-04-05T10:00:00Z',
    seconds: 900,
  });
  // D, the second student's, 3 March: 20 minutes, of which the player timed 500 s on the tiger;
  // the other 700 s are shared (350 s each, estimated): candle 350, tiger 850.
  await hold(
    ids.lessonD,
    [
      { block: second.blocks.warmUp, exercise: candle },
      { block: second.blocks.sounds, exercise: tiger, timed: 500 },
    ],
    { finished: '2026-03-03T10:00:00Z', seconds: 1200 },
  );
  await mark(ids.lessonA, candle, 0, 'correct');
  await mark(ids.lessonA, candle, 1, 'incorrect');
  await mark(ids.lessonA, rocket, 0, 'prompted');
  await mark(ids.lessonB, candle, 0, 'correct');
  await mark(ids.lessonD, candle, 0, 'correct');
  await mark(ids.lessonD, tiger, 0, 'incorrect');
  await mark(ids.lessonE, candle, 0, 'incorrect');
  await t.db.execute(sql`insert into exercise_reactions (exercise_id, user_id, reaction) values
    (${candle}, ${w.teacher.id}, 'like'), (${candle}, ${w.author.id}, 'like'),
    (${rocket}, ${w.teacher.id}, 'dislike')`);
  // Tickets: about the rocket's dinosaurs version (new) and the rocket itself (in process) count
  // for the rocket; a done one does not; one open in another project never shows.
  const ticket = (workspaceId: number, exerciseId: number | null, state: string) =>
    t.db.execute(sql`insert into tickets (workspace_id, author_id, exercise_id, description,
        reporter_language, state)
      values (${workspaceId}, ${w.teacher.id}, ${exerciseId}, 'Wrong slide', 'en', ${state})`);
  await ticket(w.workspace.id, ids.variant, 'new');
  await ticket(w.workspace.id, rocket, 'in_process');
  await ticket(w.workspace.id, candle, 'done');
  await ticket(w.workspace.id, null, 'new');
  await ticket(w.other.id, null, 'new');
});
afterAll(() => t.close());

const range = (extra = '') =>
  `workspace_id=${w.workspace.id}&start_date=2026-03-01&end_date=2026-03-31${extra}`;
const report = async (extra = '') => {
  const response = await w.call(w.moderator, 'GET', `/api/reports?${range(extra)}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
type Row = { exercise_id: number };
const rowOf = (data: { rows: Row[] }, exerciseId: number) =>
  data.rows.find((r) => r.exercise_id === exerciseId);
const exclude = (kind: string, id: number) =>
  w.call(w.moderator, 'POST', '/api/exclude', { workspace_id: w.workspace.id, kind, id });
const include = (kind: string, id: number) =>
  w.call(w.moderator, 'POST', '/api/include', { workspace_id: w.workspace.id, kind, id });

const FULL_TOTALS = {
  microblocks: 4,
  lessons: 4,
  plays: 7,
  seconds: 3600,
  estimated_seconds: 1300,
  correct: 3,
  incorrect: 2,
  prompted: 1,
  correct_rate: 50,
  incorrect_rate: 33.3,
  prompted_rate: 16.7,
  likes: 2,
  dislikes: 1,
  open_tickets: 2,
};

describe('library use report', () => {
  it('sums lessons, plays, time, marks and reactions per microblock over the range', async () => {
    const data = await report();
    expect(data.totals).toEqual(FULL_TOTALS);
    expect(data.rows.map((r: Row) => r.exercise_id)).toEqual([
      w.breaths.candle,
      w.sounds.rocket,
      w.sounds.river,
      w.sounds.tiger,
    ]);
    expect(rowOf(data, w.breaths.candle)).toEqual({
      exercise_id: w.breaths.candle,
      title: 'Blow the candle',
      category: { id: w.breathing.id, name: 'Breathing' },
      author: { id: w.author.id, name: expect.any(String) },
      lessons: 4,
      plays: 3,
      seconds: 1550,
      estimated_seconds: 650,
      correct: 3,
      incorrect: 1,
      prompted: 0,
      correct_rate: 75,
      incorrect_rate: 25,
      prompted_rate: 0,
      likes: 2,
      dislikes: 0,
      open_tickets: 0,
    });
    expect(rowOf(data, w.sounds.rocket)).toMatchObject({
      lessons: 2,
      plays: 2,
      seconds: 1000,
      estimated_seconds: 300,
      prompted_rate: 100,
      dislikes: 1,
      open_tickets: 2,
    });
    expect(rowOf(data, w.sounds.river)).toMatchObject({
      seconds: 200,
      estimated_seconds: 0,
      correct_rate: null,
    });
    expect(rowOf(data, w.sounds.tiger)).toMatchObject({ seconds: 850, estimated_seconds: 350 });
    expect(data.weekly).toEqual([
      { week: '2026-02-23', plays: 0 },
      { week: '2026-03-02', plays: 5 },
      { week: '2026-03-09', plays: 2 },
      { week: '2026-03-16', plays: 0 },
      { week: '2026-03-23', plays: 0 },
      { week: '2026-03-30', plays: 0 },
    ]);
    expect(data.facets.categories.map((c: { name: string }) => c.name)).toEqual([
      'Breathing',
      'Sound R',
    ]);
    expect(data.facets.authors).toHaveLength(2);
    expect(data.facets.themes).toEqual([{ id: w.interests.dinosaurs.id, name: 'Dinosaurs' }]);
  });

  it('shows the time the player timed per microblock exactly, estimating only what it did not', async () => {
    // Without the lessons played before the player timed microblocks, nothing is estimated.
    await exclude('lesson', ids.lessonB);
    await exclude('client', ids.secondClient);
    const data = await report('&sort=seconds&order=desc');
    expect(data.totals).toMatchObject({ plays: 3, seconds: 1800, estimated_seconds: 0 });
    expect(
      data.rows.map((r: { exercise_id: number; seconds: number }) => [r.exercise_id, r.seconds]),
    ).toEqual([
      [w.breaths.candle, 900],
      [w.sounds.rocket, 700],
      [w.sounds.river, 200],
    ]);
    await include('lesson', ids.lessonB);
    await include('client', ids.secondClient);
    expect((await report()).totals).toEqual(FULL_TOTALS);
  });

  it('filters by category, author and theme, and sorts by any column', async () => {
    const breathing = await report(`&category_id=${w.breathing.id}`);
    expect(breathing.rows.map((r: Row) => r.exercise_id)).toEqual([w.breaths.candle]);
    expect(breathing.totals).toMatchObject({ microblocks: 1, lessons: 4, plays: 3 });
    const byAuthor = await report(`&author_id=${w.author2.id}`);
    expect(byAuthor.rows.map((r: Row) => r.exercise_id)).toEqual([w.sounds.tiger]);
    const inTheme = await report(`&theme_id=${w.interests.dinosaurs.id}`);
    expect(inTheme.rows).toEqual([
      expect.objectContaining({
        exercise_id: w.sounds.rocket,
        lessons: 1,
        plays: 1,
        seconds: 700,
        estimated_seconds: 0,
      }),
    ]);
    const byTitle = await report('&sort=title&order=asc');
    expect(byTitle.rows.map((r: { title: string }) => r.title)).toEqual([
      '=HYPERLINK("x"), river',
      'Blow the candle',
      'Rocket launch',
      'Tiger growls',
    ]);
    const byIncorrect = await report('&sort=incorrect_rate&order=desc');
    expect(byIncorrect.rows.at(-1).exercise_id).toBe(w.sounds.river);
    expect(byIncorrect.rows[0].exercise_id).toBe(w.sounds.tiger);
  });

  it('leaves out an excluded lesson, student or microblock exactly, and takes it back', async () => {
    expect((await exclude('lesson', ids.lessonA)).statusCode).toBe(200);
    let data = await report();
    expect(data.totals).toMatchObject({
      microblocks: 3,
      lessons: 3,
      plays: 4,
      seconds: 1800,
      estimated_seconds: 1300,
    });
    expect(rowOf(data, w.breaths.candle)).toMatchObject({
      lessons: 3,
      plays: 2,
      seconds: 650,
      correct: 2,
      incorrect: 0,
    });
    expect(rowOf(data, w.sounds.river)).toBeUndefined();
    expect((await exclude('lesson', ids.lessonA)).statusCode).toBe(200); // twice is once
    const listed = (
      await w.call(w.moderator, 'GET', `/api/reports/exclusions?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(listed).toEqual([
      {
        kind: 'lesson',
        id: ids.lessonA,
        label: expect.stringContaining('Marko'),
        // The first lesson of the plan: the screen names it "Lesson 1" when it has no title.
        lesson: { number: 1, title: expect.any(String) },
        created_at: expect.any(String),
      },
    ]);
    expect((await include('lesson', ids.lessonA)).statusCode).toBe(200);
    expect((await report()).totals).toEqual(FULL_TOTALS);

    await exclude('client', ids.secondClient);
    data = await report();
    expect(rowOf(data, w.sounds.tiger)).toBeUndefined();
    expect(rowOf(data, w.breaths.candle)).toMatchObject({ lessons: 3, plays: 2, seconds: 1200 });
    expect(data.totals).toMatchObject({
      lessons: 3,
      plays: 5,
      seconds: 2400,
      estimated_seconds: 600,
    });
    await include('client', ids.secondClient);

    await exclude('exercise', w.sounds.rocket);
    data = await report();
    expect(rowOf(data, w.sounds.rocket)).toBeUndefined();
    // The others keep their share of the lessons' time.
    expect(rowOf(data, w.breaths.candle)).toMatchObject({ seconds: 1550 });
    expect(data.totals).toMatchObject({
      microblocks: 3,
      plays: 5,
      seconds: 2600,
      dislikes: 0,
      open_tickets: 0,
    });
    await include('exercise', w.sounds.rocket);
    expect((await report()).totals).toEqual(FULL_TOTALS);
  });

  it('lists the lessons a microblock was in, to exclude one or its student', async () => {
    const response = await w.call(
      w.moderator,
      'GET',
      `/api/reports/lessons?${range(`&exercise_id=${w.breaths.candle}`)}`,
    );
    expect(response.statusCode).toBe(200);
    const lessons = response.json().data;
    expect(lessons.map((l: { lesson_id: number }) => l.lesson_id)).toEqual([
      ids.lessonC,
      ids.lessonB,
      ids.lessonD,
      ids.lessonA,
    ]);
    expect(lessons[0]).toMatchObject({
      number: 3,
      day: '2026-03-12',
      is_played: false,
      seconds: null,
      is_estimated: false,
    });
    expect(lessons[2].client).toEqual({ id: ids.secondClient, name: 'Ivanka' });
    // The candle's own time in each: estimated where the player did not time it.
    expect(
      lessons.map((l: { seconds: number | null; is_estimated: boolean }) => [
        l.seconds,
        l.is_estimated,
      ]),
    ).toEqual([
      [null, false],
      [300, true],
      [350, true],
      [900, false],
    ]);
  });

  it('downloads exactly the rows shown as CSV: BOM, header, defused formulas', async () => {
    const response = await w.call(
      w.moderator,
      'GET',
      `/api/reports/export?${range('&sort=title&order=asc')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('report-2026-03-01-2026-03-31.csv');
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Microblock,Category,Author,Lessons,Plays,Seconds on slides,Of which estimated (seconds),Correct,Incorrect,Prompted,Correct (%),Incorrect (%),Prompted (%),Likes,Dislikes,Open tickets',
      expect.stringMatching(
        /^"'=HYPERLINK\(""x""\), river",Sound R,[^,]+,1,1,200,0,0,0,0,,,,0,0,0$/,
      ),
      expect.stringMatching(/^Blow the candle,Breathing,[^,]+,4,3,1550,650,3,1,0,75,25,0,2,0,0$/),
      expect.stringMatching(/^Rocket launch,Sound R,[^,]+,2,2,1000,300,0,0,1,0,0,100,0,1,2$/),
      expect.stringMatching(/^Tiger growls,Sound R,[^,]+,1,1,850,350,0,1,0,0,100,0,0,0,0$/),
      '',
    ]);
    const uk = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export?${range(`&category_id=${w.breathing.id}`)}`,
      headers: { authorization: `Bearer ${w.moderator.token}`, lang: 'uk' },
    });
    const lines = uk.body.slice(1).split('\r\n');
    expect(lines[0]?.startsWith('Мікроблок,Категорія')).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('refuses bad ranges and sorts, other roles, and other projects', async () => {
    const reversed = await w.call(
      w.moderator,
      'GET',
      `/api/reports?workspace_id=${w.workspace.id}&start_date=2026-03-02&end_date=2026-03-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fields[0].path).toBe('querystring.end_date');
    const tooLong = await w.call(
      w.moderator,
      'GET',
      `/api/reports?workspace_id=${w.workspace.id}&start_date=2020-01-01&end_date=2026-03-01`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await w.call(w.moderator, 'GET', `/api/reports?${range('&sort=id')}`)).statusCode).toBe(
      400,
    );
    expect(
      (
        await w.call(w.moderator, 'POST', '/api/exclude', {
          workspace_id: w.workspace.id,
          kind: 'plan',
          id: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect((await w.call(w.teacher, 'GET', `/api/reports?${range()}`)).statusCode).toBe(403);
    // A moderator of another project: the project does not exist for them.
    expect((await w.call(w.stranger, 'GET', `/api/reports?${range()}`)).statusCode).toBe(404);
    const foreign = await w.call(w.stranger, 'POST', '/api/exclude', {
      workspace_id: w.workspace.id,
      kind: 'exercise',
      id: w.breaths.candle,
    });
    expect(foreign.statusCode).toBe(404);
    // Their own project, someone else's microblock: not found, nothing stored.
    const other = await w.call(w.stranger, 'POST', '/api/exclude', {
      workspace_id: w.other.id,
      kind: 'exercise',
      id: w.breaths.candle,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('REPORT_ITEM_NOT_FOUND');
    const rows = await t.db.execute(sql`select 1 from report_exclusions`);
    expect(rows.rows).toHaveLength(0);
  });
});
