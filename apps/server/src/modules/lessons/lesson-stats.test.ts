import { ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
let manager: { id: number; token: string };
let held: { lessonId: number; token: string }[];
let protocolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createLessonWorld(t);
  const user = await createUser(t.db, {
    assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.manager] }],
  });
  manager = { id: user.id, token: await createToken(t.db, user.id) };

  // Two lessons held today by the teacher: 30 and 45 minutes (as tracked), marks, one done.
  const { protocol, lessonIds, blocks } = await w.createProtocol({ fill: true });
  protocolId = protocol.id;
  held = [];
  for (const [index, lessonId] of lessonIds.slice(0, 2).entries()) {
    const saved = await w.call(w.teacher, 'PUT', `/api/lesson/${lessonId}`, {
      workspace_id: w.workspace.id,
      title: index === 0 ? '=cmd|calc' : 'Rockets, "fast"',
      items: [
        {
          block_id: blocks.warmUp,
          exercise_id: index === 0 ? w.breaths.candle : w.breaths.feather,
        },
        { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
        { block_id: blocks.sounds, exercise_id: w.sounds.river },
      ],
    });
    const token = (saved.json().data.play_url as string).split('/play-lesson/')[1] as string;
    held.push({ lessonId, token });
    await t.db.execute(
      sql`update lessons set tracked_seconds = ${index === 0 ? 1800 : 2700} where id = ${lessonId}`,
    );
    await w.call(w.teacher, 'PUT', `/api/play-lesson/${token}/marks`, {
      item: 0,
      slide: 0,
      mark: 'correct',
    });
    await w.call(w.teacher, 'PUT', `/api/play-lesson/${token}/marks`, {
      item: 1,
      slide: 0,
      mark: 'prompted',
    });
    await w.call(w.teacher, 'POST', '/api/lesson/finish', {
      workspace_id: w.workspace.id,
      lesson_id: lessonId,
    });
  }
  await w.call(w.teacher, 'POST', '/api/done', {
    workspace_id: w.workspace.id,
    lesson_id: held[0]?.lessonId,
  });
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const period = (start = today, end = today) =>
  `workspace_id=${w.workspace.id}&start_date=${start}&end_date=${end}`;

describe('lesson statistics', () => {
  it('sums finished lessons per teacher for the period', async () => {
    const response = await w.call(manager, 'GET', `/api/users/lesson-statistic/all?${period()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        teacher: { id: w.teacher.id, name: expect.any(String) },
        lessons_finished: 2,
        lessons_done: 1,
        students: 1,
        minutes: 75,
        correct: 2,
        incorrect: 0,
        prompted: 2,
      },
    ]);
    const before = await w.call(
      manager,
      'GET',
      `/api/users/lesson-statistic/all?${period('2020-01-01', '2020-12-31')}`,
    );
    expect(before.json().data).toEqual([]);
  });

  it('lists one teacher’s lessons, and a teacher sees their own figures', async () => {
    const rows = (
      await w.call(
        manager,
        'GET',
        `/api/users/lesson-statistic/by-teacher?${period()}&teacher_id=${w.teacher.id}`,
      )
    ).json().data;
    expect(rows.map((r: { lesson_number: number }) => r.lesson_number).sort()).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ child_name: 'Marko', plan_number: 1, presentations: 3 });
    const own = (
      await w.call(w.teacher, 'GET', `/api/users/track/lesson-statistic?${period()}`)
    ).json().data;
    expect(own.summary.lessons_finished).toBe(2);
    expect(own.lessons).toHaveLength(2);
  });

  it('refuses a period that ends before it starts, and non-managers', async () => {
    const reversed = await w.call(
      manager,
      'GET',
      `/api/users/lesson-statistic/all?${period('2026-02-01', '2026-01-01')}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fields[0].path).toBe('querystring.end_date');
    const asTeacher = await w.call(w.teacher, 'GET', `/api/users/lesson-statistic/all?${period()}`);
    expect(asTeacher.statusCode).toBe(403);
  });

  it('exports CSV: UTF-8 with BOM, localized header, formulas defused, quoted cells', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/lesson-statistic/export?${period()}`,
      headers: { authorization: `Bearer ${manager.token}`, lang: 'uk' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lessons-${today}-${today}.csv"`,
    );
    // Teachers' names and hours: no browser or proxy keeps a copy.
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFЗавершено (UTC),Логопед,Учень,')).toBe(true);
    const lines = body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",'=cmd|calc,30,3,1,0,1,1");
    expect(lines[2]).toContain(',"Rockets, ""fast""",45,3,1,0,1,0');
  });
});

describe('lesson links for families', () => {
  it("the family's plan links each finished lesson to how it went, and no other", async () => {
    const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocolId}/share/rotate`, {
      workspace_id: w.workspace.id,
    });
    const planToken = (shared.json().data.share_url as string).split('/view-protocol-plan/')[1];
    const plan = (
      await t.app.inject({ method: 'GET', url: `/api/view-protocol-plan/${planToken}` })
    ).json().data;
    const lessons = plan.plans[0].lessons as { number: number; session_token: string | null }[];
    expect(lessons.slice(0, 3).map((lesson) => lesson.session_token)).toEqual([
      held[0]?.token,
      held[1]?.token,
      null,
    ]);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/client-session/${lessons[1]?.session_token}`,
    });
    expect(session.json().data).toMatchObject({ number: 2, title: 'Rockets, "fast"' });
  });

  it('a parent reads how the lesson went; a new link retires the old one', async () => {
    const { lessonId, token } = held[0] as { lessonId: number; token: string };
    const session = await t.app.inject({ method: 'GET', url: `/api/client-session/${token}` });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({
      child_name: 'Marko',
      language: 'uk',
      number: 1,
      title: '=cmd|calc',
      minutes: 30,
      presentations: ['Blow the candle', 'Rocket launch', 'River flows'],
      correct: 1,
      prompted: 1,
    });
    expect(JSON.stringify(session.json().data)).not.toMatch(/"[a-z_]*id"\s*:/);

    const rotated = await w.call(w.teacher, 'POST', `/api/lesson/${lessonId}/share/rotate`, {
      workspace_id: w.workspace.id,
    });
    const fresh = (rotated.json().data.play_url as string).split('/play-lesson/')[1];
    expect(fresh).not.toBe(token);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client-session/${token}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/play-lesson/${token}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client-session/${fresh}` })).statusCode,
    ).toBe(200);
  });

  it('the calendar lists lessons scheduled in the period', async () => {
    const { lessonIds, blocks } = await w.createProtocol({ fill: true });
    await w.call(w.teacher, 'PUT', `/api/lesson/${lessonIds[0]}`, {
      workspace_id: w.workspace.id,
      scheduled_at: '2026-12-03T16:00:00+02:00',
      items: [
        { block_id: blocks.warmUp, exercise_id: w.breaths.feather },
        { block_id: blocks.sounds, exercise_id: w.sounds.rocket },
        { block_id: blocks.sounds, exercise_id: w.sounds.river },
      ],
    });
    const inRange = (start: string, end: string) =>
      w.call(w.teacher, 'GET', `/api/lessons/get-remote-range-lessons?${period(start, end)}`);
    const december = (await inRange('2026-12-01', '2026-12-07')).json().data;
    expect(december.map((l: { id: number }) => l.id)).toEqual([lessonIds[0]]);
    expect((await inRange('2026-12-04', '2026-12-07')).json().data).toEqual([]);
  });
});
