import { DashboardSchema, EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from '../../../test/factories.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';

/**
 * A seeded history with known numbers. "Now" is Wednesday 18 March 2026, 12:00 UTC: the current
 * week starts on Monday 16 March, and the twelve weeks of the series on Monday 29 December 2025.
 */
const NOW = new Date('2026-03-18T12:00:00Z');
const OLD = '2025-06-01T10:00:00Z';

let t: TestApp;
let rootToken: string;
let managerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const w = await createLessonWorld(t);
  const { lessonIds } = await w.createProtocol({ fill: true });
  const run = (query: ReturnType<typeof sql>) => t.db.execute(query);

  // Users: the world's two authors, moderator and teacher (live project) and a stranger whose
  // project is archived below; plus root, a manager-diagnostician, an inactive teacher and a
  // user whose only place is inactive.
  const root = await createUser(t.db, { isRoot: true });
  rootToken = await createToken(t.db, root.id);
  const manager = await createUser(t.db, {
    assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.manager, ROLE.diagnostician] }],
  });
  managerToken = await createToken(t.db, manager.id);
  await createUser(t.db, {
    isActive: false,
    assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.teacher] }],
  });
  await createUser(t.db, {
    assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.manager], isActive: false }],
  });
  await createWorkspace(t.db, { title: 'Gamma' });

  // Microblocks: candle, feather and river accepted, tiger in moderation (made this week),
  // rocket declined (made last week), one old draft; two themed versions of the candle.
  const { tiger, rocket, river } = w.sounds;
  const { candle, feather } = w.breaths;
  await run(sql`update exercises set created_at = ${OLD}, status_id = ${EXERCISE_STATUS.accepted}`);
  await run(sql`update exercises set created_at = '2026-03-17T09:00:00Z',
    status_id = ${EXERCISE_STATUS.moderation} where id = ${tiger}`);
  await run(sql`update exercises set created_at = '2026-03-10T09:00:00Z',
    status_id = ${EXERCISE_STATUS.declined} where id = ${rocket}`);
  await run(sql`insert into exercises (workspace_id, category_id, author_id, presentation_id,
      title, status_id, language, created_at)
    select workspace_id, category_id, author_id, presentation_id, 'Old draft',
      ${EXERCISE_STATUS.draft}, language, ${OLD} from exercises where id = ${river}`);
  await run(sql`insert into exercises (workspace_id, category_id, author_id, presentation_id,
      title, status_id, language, source_id, theme_id, created_at)
    select e.workspace_id, e.category_id, e.author_id, e.presentation_id, e.title,
      ${EXERCISE_STATUS.accepted}, e.language, e.id, i.id, '2026-03-17T10:00:00Z'
    from exercises e cross join interests i
    where e.id = ${candle} and i.workspace_id = e.workspace_id`);
  // Acceptances: candle this week, feather in the week of 23 February, river before the
  // series, and a themed version this week (not a microblock made by people: not counted).
  await run(sql`update exercise_status_changes set created_at = ${OLD}`);
  await run(sql`insert into exercise_status_changes (exercise_id, workspace_id, to_status, created_at)
    values (${candle}, ${w.workspace.id}, ${EXERCISE_STATUS.accepted}, '2026-03-16T08:00:00Z'),
      (${feather}, ${w.workspace.id}, ${EXERCISE_STATUS.accepted}, '2026-02-25T10:00:00Z'),
      (${river}, ${w.workspace.id}, ${EXERCISE_STATUS.accepted}, '2025-11-01T10:00:00Z')`);
  await run(sql`insert into exercise_status_changes (exercise_id, workspace_id, to_status, created_at)
    select id, workspace_id, ${EXERCISE_STATUS.accepted}, '2026-03-17T10:00:00Z'
    from exercises where source_id is not null`);

  // Students: Marko added in the week of 2 March; one added this week and archived; one in the
  // archived project (never counted).
  await run(sql`update clients set created_at = '2026-03-04T10:00:00Z'`);
  await run(sql`insert into clients (workspace_id, child_name, client_name, language, time_zone,
      created_at, archived_at)
    values (${w.workspace.id}, 'Ira', 'Oksana', 'uk', 'Europe/Kyiv', '2026-03-17T10:00:00Z',
      '2026-03-17T11:00:00Z'),
      (${w.other.id}, 'Stas', 'Petro', 'uk', 'Europe/Kyiv', '2026-03-17T10:00:00Z', null)`);

  // Lessons played: two this week, one in the week of 5 January, one on the Sunday before the
  // series (counted in the total only).
  const finish = (id: number | undefined, at: string) =>
    run(sql`update lessons set finished_at = ${at} where id = ${id}`);
  await finish(lessonIds[0], '2026-03-16T10:00:00Z');
  await finish(lessonIds[1], '2026-03-18T09:00:00Z');
  await finish(lessonIds[2], '2026-01-07T10:00:00Z');
  await finish(lessonIds[3], '2025-12-28T23:00:00Z');

  // Diagnostic cards: a draft, two sent (this week and the week of 2 February) and one sent in
  // the archived project.
  const versionIn = async (workspaceId: number) => {
    const template = await run(sql`insert into diagnostic_card_templates (workspace_id)
      values (${workspaceId}) returning id`);
    const version = await run(sql`insert into diagnostic_card_template_versions
        (workspace_id, template_id, number, title, description, blocks)
      values (${workspaceId}, ${template.rows[0]?.id}, 1, 'Speech', '', '[]') returning id`);
    return Number(version.rows[0]?.id);
  };
  const versions = new Map([
    [w.workspace.id, await versionIn(w.workspace.id)],
    [w.other.id, await versionIn(w.other.id)],
  ]);
  const card = async (workspaceId: number, childName: string, status: string, sentAt?: string) =>
    run(sql`insert into diagnostic_cards (workspace_id, client_id, template_version_id, status,
        client_info, diagnostic_date, sent_at)
      select c.workspace_id, c.id, ${versions.get(workspaceId)}::int, ${status}, '{}'::jsonb,
        '2026-03-01'::date, ${sentAt ?? null}::timestamptz
      from clients c where c.child_name = ${childName}`);
  await card(w.workspace.id, 'Marko', 'draft');
  await card(w.workspace.id, 'Marko', 'sent', '2026-03-17T10:00:00Z');
  await card(w.workspace.id, 'Marko', 'ready_to_work', '2026-02-03T10:00:00Z');
  await card(w.other.id, 'Stas', 'sent', '2026-03-17T10:00:00Z');

  // Bookings: one booked ahead (counted); one booked in the past, one ahead from a test host,
  // one cancelled ahead and one booked ahead in the archived project (none counted).
  const booking = async (
    workspaceId: number,
    state: string,
    startsAt: string,
    phone: string,
    sandbox = false,
  ) =>
    run(sql`insert into bookings (workspace_id, staff_id, is_sandbox, state, starts_at, ends_at,
        blocked_from, blocked_to, hold_token_hash, parent_name, phone, for_whom, age, course,
        language, country, time_zone, local_date)
      values (${workspaceId}, ${manager.id}, ${sandbox}, ${state}, ${startsAt}::timestamptz,
        ${startsAt}::timestamptz + interval '30 minutes', ${startsAt}::timestamptz,
        ${startsAt}::timestamptz + interval '30 minutes', ${`hold-${phone}`}, 'Olena', ${phone},
        'child', 6, 'individual', 'uk', 'UA', 'Europe/Kyiv', ${startsAt.slice(0, 10)}::date)`);
  await booking(w.workspace.id, 'booked', '2026-03-20T10:00:00Z', '380501');
  await booking(w.workspace.id, 'booked', '2026-03-17T10:00:00Z', '380502');
  await booking(w.workspace.id, 'booked', '2026-03-21T10:00:00Z', '380503', true);
  await booking(w.workspace.id, 'cancelled', '2026-03-22T10:00:00Z', '380504');
  await booking(w.other.id, 'booked', '2026-03-23T10:00:00Z', '380505');

  // Tickets: new and in process (counted); done, declined and archived; one new in the archived
  // project (none counted).
  const ticket = (workspaceId: number, state: string) =>
    run(sql`insert into tickets (workspace_id, author_id, exercise_id, description,
        reporter_language, state, decline_reason)
      values (${workspaceId}, ${manager.id}, ${workspaceId === w.workspace.id ? tiger : null},
        'Wrong slide', 'uk', ${state}, ${state === 'declined' ? 'Not a mistake' : null})`);
  for (const state of ['new', 'in_process', 'done', 'declined', 'archived']) {
    await ticket(w.workspace.id, state);
  }
  await ticket(w.other.id, 'new');

  await run(sql`update workspaces set archived = true where id = ${w.other.id}`);
});
afterAll(() => t.close());

describe('root dashboard', () => {
  it('counts the whole school in live projects', async () => {
    const dashboard = await t.app.services.dashboard.getDashboard(NOW);
    expect(dashboard).toMatchObject({
      projects: { live: 2, archived: 1 },
      users: {
        total: 9,
        active: 8,
        by_role: { root: 1, manager: 1, moderator: 1, author: 2, teacher: 1, diagnostician: 1 },
      },
      microblocks: {
        total: 6,
        by_status: {
          request: 0,
          draft: 1,
          in_progress: 0,
          moderation: 1,
          accepted: 3,
          declined: 1,
        },
      },
      themed_versions: 2,
      students: { active: 1, archived: 1 },
      lessons: { played: 4, played_this_week: 2 },
      diagnostic_cards: { drafts: 1, filled: 2 },
      bookings: 1,
      open_tickets: 2,
    });
  });

  it('gives twelve weeks, Monday to Sunday in UTC, the current one last', async () => {
    const { weeks } = await t.app.services.dashboard.getDashboard(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week_start).toBe('2025-12-29');
    expect(weeks[11]?.week_start).toBe('2026-03-16');
    const active = weeks.filter(
      (week) =>
        week.lessons_played +
          week.microblocks_created +
          week.microblocks_accepted +
          week.students_added +
          week.cards_filled >
        0,
    );
    expect(active).toEqual([
      {
        week_start: '2026-01-05',
        lessons_played: 1,
        microblocks_created: 0,
        microblocks_accepted: 0,
        students_added: 0,
        cards_filled: 0,
      },
      {
        week_start: '2026-02-02',
        lessons_played: 0,
        microblocks_created: 0,
        microblocks_accepted: 0,
        students_added: 0,
        cards_filled: 1,
      },
      {
        week_start: '2026-02-23',
        lessons_played: 0,
        microblocks_created: 0,
        microblocks_accepted: 1,
        students_added: 0,
        cards_filled: 0,
      },
      {
        week_start: '2026-03-02',
        lessons_played: 0,
        microblocks_created: 0,
        microblocks_accepted: 0,
        students_added: 1,
        cards_filled: 0,
      },
      {
        week_start: '2026-03-09',
        lessons_played: 0,
        microblocks_created: 1,
        microblocks_accepted: 0,
        students_added: 0,
        cards_filled: 0,
      },
      {
        week_start: '2026-03-16',
        lessons_played: 2,
        microblocks_created: 1,
        microblocks_accepted: 1,
        students_added: 1,
        cards_filled: 1,
      },
    ]);
  });

  it('answers root with the schema the contracts give, and only root', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: bearer(rootToken),
    });
    expect(response.statusCode).toBe(200);
    const data = DashboardSchema.parse(response.json().data);
    expect(data.weeks).toHaveLength(12);
    expect(data.projects.live).toBe(2);
    // The route counts by the real clock: the seeded bookings of March 2026 are behind it.
    expect(data.bookings).toBe(0);
    expect(data.open_tickets).toBe(2);

    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: bearer(managerToken),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
