import { buildCategoryTree, EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { seedDemoActs } from './demo-acts.ts';
import { seedDemoBooking } from './demo-booking.ts';
import { seedDemoDiagnostics } from './demo-diagnostics.ts';
import { seedDemoExercises } from './demo-exercises.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoStudents } from './demo-students.ts';
import { seedDemoThemes } from './demo-themes.ts';
import { seedDemoTickets } from './demo-tickets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/check-token',
    headers: { authorization: `Bearer ${res.json().data.token}` },
  });
  return me.json().data;
};

describe('demo seed', () => {
  it('creates two projects and one account per role on an empty database, once', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);

    const root = await signIn('root@example.com');
    expect(root).toMatchObject({ isRoot: true, workspaces: [] });
    const rolesOf = async (email: string) =>
      (await signIn(email)).workspaces.map((w: { roles: number[] }) => w.roles);
    expect(await rolesOf('manager@example.com')).toEqual([[ROLE.manager]]);
    expect(await rolesOf('author@example.com')).toEqual([[ROLE.author]]);
    expect(await rolesOf('diagnostician@example.com')).toEqual([[ROLE.diagnostician]]);
    // Moderator and teacher work in both projects, so the selector can be tried.
    expect(await rolesOf('moderator@example.com')).toEqual([[ROLE.moderator], [ROLE.moderator]]);
    expect(await rolesOf('teacher@example.com')).toEqual([[ROLE.teacher], [ROLE.teacher]]);
    // One invited account that has not signed up shows the "awaiting confirmation" state.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'invited@example.com', password: DEMO_PASSWORD },
    });
    expect(invited.statusCode).toBe(401);

    const moderator = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'moderator@example.com', password: DEMO_PASSWORD },
    });
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const tree = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${mainId}/categories`,
      headers: { authorization: `Bearer ${moderator.json().data.token}` },
    });
    const roots = buildCategoryTree(tree.json().data);
    expect(roots.map((n) => n.name)).toEqual(['Sounds', 'Vocabulary', 'Reading and writing']);
    expect(roots[0]?.children.map((n) => n.name)).toEqual([
      'Sound R',
      'Sound L',
      'Whistling sounds',
    ]);
  });

  it('files sample microblocks through the real pipeline: accepted, declined with a comment, in moderation', async () => {
    await seedDemoExercises(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'moderator@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const list = await t.app.inject({
      url: `/api/exercises?workspace_id=${mainId}&role_id=${ROLE.moderator}&sort=title&order=asc`,
      headers,
    });
    const byTitle = Object.fromEntries(
      list
        .json()
        .data.map((e: { title: string; status_id: number; slide_count: number }) => [
          e.title,
          [e.status_id, e.slide_count],
        ]),
    );
    expect(byTitle).toEqual({
      'Sylaby: ma, me, mi': [EXERCISE_STATUS.moderation, 2],
      'The lazy lion: sound L': [EXERCISE_STATUS.declined, 3],
      'Тигр гарчить: звук Р': [EXERCISE_STATUS.accepted, 4],
      'Животные фермы': [EXERCISE_STATUS.accepted, 5],
    });
    const requests = await t.app.inject({
      url: `/api/exercises/requests?workspace_id=${mainId}`,
      headers,
    });
    expect(requests.json().data).toHaveLength(1);

    // Two ready themes with their art, and a first generation run over them.
    await seedDemoThemes(t.app);
    const themes = (
      await t.app.inject({ url: `/api/themes?workspace_id=${mainId}`, headers })
    ).json().data as { name: string; is_ready: boolean; asset_count: number }[];
    expect(themes.filter((x) => x.is_ready).map((x) => [x.name, x.asset_count])).toEqual([
      ['Dinosaurs', 2],
      ['Space', 2],
    ]);
    const runs = (
      await t.app.inject({ url: `/api/generator?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(runs).toMatchObject([{ kind: 'generate', state: 'queued' }]);
    await t.app.services.generation.processRun(runs[0].id);
    const stats = (
      await t.app.inject({ url: `/api/generator/general-stats?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(stats).toEqual({ ready_themes: 2, ready_sources: 2, generated: 4, pending: 0 });
  });

  it('gives the teacher students, a filled plan and a prepared lesson for tomorrow', async () => {
    await seedDemoStudents(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'teacher@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const students = (await t.app.inject({ url: `/api/clients?workspace_id=${mainId}`, headers }))
      .json()
      .data.map((c: { child_name: string }) => c.child_name);
    expect(students).toEqual(['Emma', 'Марко', 'Софія']);
    const protocols = (
      await t.app.inject({ url: `/api/protocols?workspace_id=${mainId}&status=filled`, headers })
    ).json().data;
    expect(protocols).toHaveLength(1);
    expect(protocols[0].share_url).toMatch(/\/view-protocol-plan\/[A-Za-z0-9_-]{22}$/);
    const upcoming = (
      await t.app.inject({ url: `/api/lessons?workspace_id=${mainId}&state=upcoming`, headers })
    ).json().data;
    expect(upcoming[0]).toMatchObject({ number: 1, title: 'Тигр і динозаври', item_count: 2 });
    const lesson = (
      await t.app.inject({ url: `/api/lesson/${upcoming[0].id}?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(lesson.items.map((i: { theme: { name: string } | null }) => i.theme?.name)).toEqual([
      'Dinosaurs',
      'Dinosaurs',
    ]);
    expect(new Date(upcoming[0].scheduled_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives the moderator a library use report: three lessons played in the last weeks', async () => {
    await seedDemoReports(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'moderator@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const today = new Date();
    const start = new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const report = await t.app.inject({
      url: `/api/reports?workspace_id=${mainId}&start_date=${start}&end_date=${today.toISOString().slice(0, 10)}`,
      headers,
    });
    expect(report.statusCode).toBe(200);
    const { totals, rows } = report.json().data;
    expect(totals.lessons).toBe(3);
    expect(totals.plays).toBeGreaterThanOrEqual(3);
    expect(totals.correct + totals.incorrect + totals.prompted).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    // 30 + 35 + 40 minutes; the oldest lesson's 30 estimated, the others timed per microblock.
    expect(totals).toMatchObject({ seconds: 6300, estimated_seconds: 1800 });
  });

  it('gives the moderator a diagnostic card template with every answer type and a score', async () => {
    await seedDemoDiagnostics(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'diagnostician@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const list = (
      await t.app.inject({ url: `/api/diagnostic-card-templates?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(list).toMatchObject([
      { title: 'Speech sound examination', version: 1, block_count: 3, question_count: 6 },
    ]);
    const read = await t.app.inject({
      url: `/api/diagnostic-card-templates/${list[0].id}?workspace_id=${mainId}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    const { blocks } = read.json().data;
    const types = blocks.flatMap((b: { questions?: { type: string }[] }) =>
      (b.questions ?? []).map((q) => q.type),
    );
    expect(new Set(types).size).toBe(6);
    expect(blocks[2]).toMatchObject({ kind: 'computed', formula: 'mean' });

    // The diagnostician lands on Марко with two sent cards, the newest first, its score computed.
    const students = (
      await t.app.inject({
        url: `/api/clients/diagnostic-cards/students?workspace_id=${mainId}`,
        headers,
      })
    ).json().data;
    expect(students).toMatchObject([
      { child_name: 'Марко', cards: [{ status: 'sent' }, { status: 'sent' }] },
    ]);
    const card = (
      await t.app.inject({
        url: `/api/clients/diagnostic-cards/${students[0].cards[0].id}?workspace_id=${mainId}`,
        headers,
      })
    ).json().data;
    expect(card).toMatchObject({ empty_required: [], violations: ['dyslalia'] });
    expect(card.scores[0].score).not.toBeNull();

    // The newest card has a family link, and its progress rises over the two examinations.
    const link = (
      await t.app.inject({
        url: `/api/clients/diagnostic-cards/${card.id}/share-link?workspace_id=${mainId}`,
        headers,
      })
    ).json().data;
    expect(link.progress_url).toMatch(/\/progress-preview\//);
    const progress = (
      await t.app.inject({ url: `/api${new URL(link.progress_url).pathname}` })
    ).json().data;
    const [soundR] = progress.templates[0].series;
    expect(soundR.points.map((p: { value: number }) => p.value)).toEqual([0, 1]);

    // Марко's teacher was told of both cards, and has read the first one's notice long ago.
    const teacher = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'teacher@example.com', password: DEMO_PASSWORD },
    });
    const bell = await t.app.inject({
      url: `/api/notifications?workspace_id=${mainId}`,
      headers: { authorization: `Bearer ${teacher.json().data.token}` },
    });
    expect(bell.json()).toMatchObject({
      data: [
        {
          kind: 'diagnostic_card_sent',
          card_id: card.id,
          child_first_name: 'Марко',
          read_at: null,
        },
        { kind: 'diagnostic_card_sent', child_first_name: 'Марко', read_at: expect.any(String) },
      ],
      meta: { unread: 1 },
    });

    // Two programs and two complexes; the card chose one program and keeps a note beside it.
    expect(card.recommended_program_name).toBe('Sound R: setting and automation');
    for (const [path, total] of [
      ['recommended-programs', 2],
      ['exercise-complexes', 2],
    ] as const) {
      const page = await t.app.inject({ url: `/api/${path}?workspace_id=${mainId}`, headers });
      expect(page.json().meta.total).toBe(total);
    }
  });

  it('opens booking with hours in two zones and two families booked from Tel Aviv and Los Angeles', async () => {
    await seedDemoBooking(t.app);
    const page = (await t.app.inject({ url: '/api/appointment' })).json().data;
    expect(page).toMatchObject({ is_open: true, is_sandbox: false, lesson_minutes: 45 });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const tasks = (
      await t.app.inject({ url: `/api/admin-tasks?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(tasks.map((task: { booking: { time_zone: string } }) => task.booking.time_zone)).toEqual(
      ['Asia/Jerusalem', 'America/Los_Angeles'],
    );
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const slots = await t.app.inject({ url: `/api/appointment/slots?from=${from}&to=${to}` });
    expect(slots.json().data.length).toBeGreaterThan(10);
  });

  it('gives the demo a referral chain and one merchandise order', async () => {
    await seedDemoReferrals(t.app);
    const manager = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${manager.json().data.token}` };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const orders = (
      await t.app.inject({ url: `/api/merchandise-orders?workspace_id=${mainId}`, headers })
    ).json().data;
    expect(orders).toMatchObject([{ item: 'mug', child_name: 'Марко', status: 'new' }]);
    const teacher = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'teacher@example.com', password: DEMO_PASSWORD },
    });
    const teacherHeaders = { authorization: `Bearer ${teacher.json().data.token}` };
    const students = (
      await t.app.inject({ url: `/api/clients?workspace_id=${mainId}`, headers: teacherHeaders })
    ).json().data as { id: number; child_name: string }[];
    const totals = Object.fromEntries(
      await Promise.all(
        students.map(async (student) => {
          const referrals = await t.app.inject({
            url: `/api/clients/${student.id}/referrals?workspace_id=${mainId}`,
            headers: teacherHeaders,
          });
          return [student.child_name, referrals.json().data.total_sessions];
        }),
      ),
    );
    // Софія brought Марко (2) and, through him, Emma (1); Марко got a welcome (2) and Emma (2).
    // The families who booked a trial lesson have earned nothing yet.
    expect(totals).toEqual({ Софія: 3, Марко: 4, Emma: 2, 'Софія Коваль': 0, 'Leo Smith': 0 });
  });

  it("gives the moderator the teacher's report about a slide and a general ticket in work", async () => {
    await seedDemoTickets(t.app);
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'moderator@example.com', password: DEMO_PASSWORD },
    });
    const list = await t.app.inject({
      url: `/api/tickets?workspace_id=${mainId}`,
      headers: { authorization: `Bearer ${login.json().data.token}`, lang: 'en' },
    });
    expect(list.json().data).toMatchObject([
      { state: 'in_process', exercise: null, message_count: 2 },
      { state: 'new', slide_position: 2, exercise: { source_id: null } },
    ]);
  });

  it('gives the demo two acts, a presentation in hryvnias and a void video in dollars', async () => {
    await seedDemoActs(t.app);
    const manager = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@example.com', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${manager.json().data.token}` };
    const mainId = (await signIn('manager@example.com')).workspaces[0].workspaceId;
    const page = await t.app.inject({ url: `/api/acts?workspace_id=${mainId}`, headers });
    expect(page.statusCode).toBe(200);
    const year = new Date().getUTCFullYear();
    const acts = (page.json().data as Record<string, unknown>[])
      .map((act) => [
        act.number,
        act.year,
        act.type,
        act.amount,
        act.currency,
        act.voided_at !== null,
      ])
      .sort();
    expect(acts).toEqual([
      [1, year, 'presentation', '4800.00', 'UAH', false],
      [2, year, 'video', '350.00', 'USD', true],
    ]);
  });
});
