import {
  DASHBOARD_WEEKS,
  type Dashboard,
  type DashboardWeek,
  EXERCISE_STATUS,
  isTicketOpen,
  ROLE,
  TICKET_STATES,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type DashboardTotals = Omit<Dashboard, 'bookings' | 'open_tickets' | 'weeks'>;

type TotalsRow = {
  projects_live: number;
  projects_archived: number;
  users_total: number;
  users_active: number;
  role_root: number;
  role_manager: number;
  role_moderator: number;
  role_author: number;
  role_teacher: number;
  role_diagnostician: number;
  mb_request: number;
  mb_draft: number;
  mb_in_progress: number;
  mb_moderation: number;
  mb_accepted: number;
  mb_declined: number;
  mb_total: number;
  themed_versions: number;
  students_active: number;
  students_archived: number;
  lessons_played: number;
  lessons_played_this_week: number;
  cards_drafts: number;
  cards_filled: number;
};

/** Weeks start on Monday, UTC: the same bounds whoever looks. */
const weekOf = (column: ReturnType<typeof sql>) =>
  sql`date_trunc('week', ${column} at time zone 'UTC')`;

/**
 * Every count of the dashboard in one statement. Content, students, lessons and cards count in
 * live (not archived) projects; users by role count active users with an active place there.
 */
export async function countDashboardTotals(db: Database, now: Date): Promise<DashboardTotals> {
  const { rows } = await db.execute<TotalsRow>(sql`
    with live as (select id from workspaces where not archived),
    roles as (
      select distinct a.user_id, r.role
      from assignments a
      join live on live.id = a.workspace_id
      join users u on u.id = a.user_id and u.is_active
      cross join unnest(a.roles) as r(role)
      where a.is_active
    ),
    microblocks as (
      select e.status_id, e.source_id is not null as is_themed
      from exercises e join live on live.id = e.workspace_id
    ),
    played as (
      select l.finished_at
      from lessons l
      join plans pl on pl.id = l.plan_id
      join protocols p on p.id = pl.protocol_id
      join live on live.id = p.workspace_id
      where l.finished_at is not null
    )
    select
      (select count(*)::int from live) as projects_live,
      (select count(*)::int from workspaces where archived) as projects_archived,
      (select count(*)::int from users) as users_total,
      (select count(*)::int from users where is_active) as users_active,
      (select count(*)::int from users where is_active and is_root) as role_root,
      (select count(*)::int from roles where role = ${ROLE.manager}) as role_manager,
      (select count(*)::int from roles where role = ${ROLE.moderator}) as role_moderator,
      (select count(*)::int from roles where role = ${ROLE.author}) as role_author,
      (select count(*)::int from roles where role = ${ROLE.teacher}) as role_teacher,
      (select count(*)::int from roles where role = ${ROLE.diagnostician}) as role_diagnostician,
      m.*,
      (select count(*)::int from clients c join live on live.id = c.workspace_id
        where c.archived_at is null) as students_active,
      (select count(*)::int from clients c join live on live.id = c.workspace_id
        where c.archived_at is not null) as students_archived,
      (select count(*)::int from played) as lessons_played,
      (select count(*)::int from played
        where ${weekOf(sql`finished_at`)} = ${weekOf(sql`${now.toISOString()}::timestamptz`)})
        as lessons_played_this_week,
      (select count(*)::int from diagnostic_cards d join live on live.id = d.workspace_id
        where d.status = 'draft') as cards_drafts,
      (select count(*)::int from diagnostic_cards d join live on live.id = d.workspace_id
        where d.status <> 'draft') as cards_filled
    from (
      select
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.request})::int as mb_request,
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.draft})::int as mb_draft,
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.inProgress})::int as mb_in_progress,
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.moderation})::int as mb_moderation,
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.accepted})::int as mb_accepted,
        count(*) filter (where not is_themed and status_id = ${EXERCISE_STATUS.declined})::int as mb_declined,
        count(*) filter (where not is_themed)::int as mb_total,
        count(*) filter (where is_themed)::int as themed_versions
      from microblocks
    ) m
  `);
  const row = rows[0] as TotalsRow;
  return {
    projects: { live: row.projects_live, archived: row.projects_archived },
    users: {
      total: row.users_total,
      active: row.users_active,
      by_role: {
        root: row.role_root,
        manager: row.role_manager,
        moderator: row.role_moderator,
        author: row.role_author,
        teacher: row.role_teacher,
        diagnostician: row.role_diagnostician,
      },
    },
    microblocks: {
      total: row.mb_total,
      by_status: {
        request: row.mb_request,
        draft: row.mb_draft,
        in_progress: row.mb_in_progress,
        moderation: row.mb_moderation,
        accepted: row.mb_accepted,
        declined: row.mb_declined,
      },
    },
    themed_versions: row.themed_versions,
    students: { active: row.students_active, archived: row.students_archived },
    lessons: { played: row.lessons_played, played_this_week: row.lessons_played_this_week },
    diagnostic_cards: { drafts: row.cards_drafts, filled: row.cards_filled },
  };
}

/**
 * The last `DASHBOARD_WEEKS` weeks, oldest first, the current (unfinished) week last: lessons
 * finished, microblocks made and accepted (themed versions left out), students added and
 * diagnostic cards sent. One statement, counted in PostgreSQL.
 */
export async function countDashboardWeeks(db: Database, now: Date): Promise<DashboardWeek[]> {
  const { rows } = await db.execute<DashboardWeek>(sql`
    with live as (select id from workspaces where not archived),
    bounds as (
      select ${weekOf(sql`${now.toISOString()}::timestamptz`)} as last_week
    ),
    weeks as (
      select generate_series(
        last_week - make_interval(weeks => ${DASHBOARD_WEEKS - 1}), last_week, interval '1 week'
      ) as week
      from bounds
    ),
    since as (select (min(week) at time zone 'UTC') as at from weeks),
    lessons_played as (
      select ${weekOf(sql`l.finished_at`)} as week, count(*)::int as n
      from lessons l
      join plans pl on pl.id = l.plan_id
      join protocols p on p.id = pl.protocol_id
      join live on live.id = p.workspace_id
      where l.finished_at >= (select at from since)
      group by 1
    ),
    created as (
      select ${weekOf(sql`e.created_at`)} as week, count(*)::int as n
      from exercises e join live on live.id = e.workspace_id
      where e.source_id is null and e.created_at >= (select at from since)
      group by 1
    ),
    accepted as (
      select ${weekOf(sql`s.created_at`)} as week, count(*)::int as n
      from exercise_status_changes s
      join exercises e on e.id = s.exercise_id and e.source_id is null
      join live on live.id = s.workspace_id
      where s.to_status = ${EXERCISE_STATUS.accepted} and s.created_at >= (select at from since)
      group by 1
    ),
    students as (
      select ${weekOf(sql`c.created_at`)} as week, count(*)::int as n
      from clients c join live on live.id = c.workspace_id
      where c.created_at >= (select at from since)
      group by 1
    ),
    cards as (
      select ${weekOf(sql`d.sent_at`)} as week, count(*)::int as n
      from diagnostic_cards d join live on live.id = d.workspace_id
      where d.sent_at >= (select at from since)
      group by 1
    )
    select
      to_char(w.week, 'YYYY-MM-DD') as week_start,
      coalesce(lp.n, 0) as lessons_played,
      coalesce(cr.n, 0) as microblocks_created,
      coalesce(ac.n, 0) as microblocks_accepted,
      coalesce(st.n, 0) as students_added,
      coalesce(ca.n, 0) as cards_filled
    from weeks w
    left join lessons_played lp on lp.week = w.week
    left join created cr on cr.week = w.week
    left join accepted ac on ac.week = w.week
    left join students st on st.week = w.week
    left join cards ca on ca.week = w.week
    order by w.week
  `);
  return rows;
}

/** The states of a ticket still being worked on (new, in process), as a SQL list. */
const OPEN_TICKET_STATES = sql.raw(
  TICKET_STATES.filter(isTicketOpen)
    .map((state) => `'${state}'`)
    .join(', '),
);

/** Bookings still ahead: booked (not held, cancelled or released), not sandbox, in live projects. */
export async function countUpcomingBookings(db: Database, now: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from bookings b join workspaces w on w.id = b.workspace_id and not w.archived
    where b.state = 'booked' and not b.is_sandbox and b.starts_at > ${now.toISOString()}::timestamptz
  `);
  return rows[0]?.n ?? 0;
}

/** Complaint tickets still open (new or in process) in live projects. */
export async function countOpenTickets(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from tickets t join workspaces w on w.id = t.workspace_id and not w.archived
    where t.state in (${OPEN_TICKET_STATES})
  `);
  return rows[0]?.n ?? 0;
}
