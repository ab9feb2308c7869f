import type {
  Report,
  ReportExclusion,
  ReportExclusionKind,
  ReportLesson,
  ReportRow,
  ReportSort,
} from '@slovo/contracts';
import { isTicketOpen, TICKET_STATES } from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

export type ReportFilter = {
  workspace_id: number;
  start_date: string;
  end_date: string;
  category_id?: number | undefined;
  author_id?: number | undefined;
  theme_id?: number | undefined;
  sort: ReportSort;
  order: 'asc' | 'desc';
};

/** The states of a ticket still being worked on (new, in process), as a SQL list. */
const OPEN_TICKET_STATES = sql.raw(
  TICKET_STATES.filter(isTicketOpen)
    .map((state) => `'${state}'`)
    .join(', '),
);

/**
 * Open complaint tickets (new or in process) of the project per microblock, as rows
 * `(exercise_id, open_count)`: a ticket about a themed version counts for its source. Tickets
 * carry no date a report would bound, so the column is what is open now.
 */
function openTicketCounts(workspaceId: number): SQL {
  return sql`select coalesce(e.source_id, e.id) as exercise_id, count(*)::int as open_count
    from tickets t join exercises e on e.id = t.exercise_id
    where t.workspace_id = ${workspaceId} and t.state in (${OPEN_TICKET_STATES})
    group by 1`;
}

/** The day a lesson counts on: finished, else started, else scheduled. */
const LESSON_DAY = sql`coalesce(l.finished_at, l.started_at, l.scheduled_at)`;

const SORT_SQL: Record<ReportSort, SQL> = {
  title: sql`lower(r.title)`,
  category: sql`lower(r.category ->> 'name')`,
  author: sql`lower(r.author ->> 'name')`,
  lessons: sql`r.lessons`,
  plays: sql`r.plays`,
  seconds: sql`r.seconds`,
  correct_rate: sql`r.correct_rate`,
  incorrect_rate: sql`r.incorrect_rate`,
  prompted_rate: sql`r.prompted_rate`,
  likes: sql`r.likes`,
  dislikes: sql`r.dislikes`,
  open_tickets: sql`r.open_tickets`,
};

function orderBy(filter: ReportFilter): SQL {
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${SORT_SQL[filter.sort]} ${direction} nulls last, lower(r.title), r.exercise_id`;
}

const rate = (part: SQL, whole: SQL) =>
  sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float8`;

/**
 * A lesson item's time on slides (decision 045): what the player timed for it, plus an even share
 * of the lesson's time it did not time per item (its tracked time less all it timed, over its
 * items) — all of it for lessons played before it did. That share is an estimate, and the report
 * says how much of its time is one.
 */
const estimatedShare = (tracked: SQL, timed: SQL, items: SQL) =>
  sql`greatest(${tracked} - ${timed}, 0)::numeric / ${items}`;

/** The estimate over the report's relations: `placed` as `i`, `timed` as `t`. */
const REPORT_ESTIMATE = estimatedShare(
  sql`i.tracked_seconds`,
  sql`coalesce(t.seconds, 0)`,
  sql`i.item_count`,
);

/** The estimate for one lesson `l` and its item `li`, read where it is needed. */
const LESSON_ESTIMATE = estimatedShare(
  sql`l.tracked_seconds`,
  sql`(select coalesce(sum(t.seconds), 0) from lesson_item_seconds t where t.lesson_id = l.id)`,
  sql`(select count(*) from lesson_items n where n.lesson_id = l.id)`,
);

/** The item's timed seconds, as `s`, for the item `li`. */
const JOIN_ITEM_SECONDS = sql`left join lesson_item_seconds s on s.lesson_id = li.lesson_id
  and s.exercise_id = li.exercise_id`;

/**
 * The report's relations, one statement: `placed` — every microblock of every lesson of the
 * range without excluded lessons and students; `timed` — what the player timed in those lessons;
 * `items` — the microblocks with their time on slides (`share`) and the estimated part of it;
 * `used` — those not excluded as microblocks (what the facets offer); `shown` — after the
 * filters; `rows` — per microblock. Everything is summed here, nothing per row in JS.
 */
function reportWith(filter: ReportFilter): SQL {
  const w = filter.workspace_id;
  const filters: SQL[] = [];
  if (filter.category_id !== undefined) filters.push(sql`e.category_id = ${filter.category_id}`);
  if (filter.author_id !== undefined) filters.push(sql`e.author_id = ${filter.author_id}`);
  if (filter.theme_id !== undefined) filters.push(sql`u.theme_id = ${filter.theme_id}`);
  const shownWhere = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  return sql`with placed as (
      select li.lesson_id, li.exercise_id, l.started_at is not null as played, l.tracked_seconds,
        coalesce(s.seconds, 0) as item_seconds,
        count(*) over (partition by li.lesson_id) as item_count,
        ${LESSON_DAY} as day, v.theme_id
      from protocols p join plans pl on pl.protocol_id = p.id
        join lessons l on l.plan_id = pl.id
        join lesson_items li on li.lesson_id = l.id
        ${JOIN_ITEM_SECONDS}
        left join exercises v on v.id = li.variant_id
      where p.workspace_id = ${w}
        and ${LESSON_DAY} >= ${filter.start_date}::date
        and ${LESSON_DAY} < ${filter.end_date}::date + 1
        and not exists (select 1 from report_exclusions x where x.workspace_id = ${w}
          and (x.lesson_id = l.id or x.client_id = p.client_id))
    ),
    timed as (
      select t.lesson_id, sum(t.seconds) as seconds from lesson_item_seconds t
      where t.lesson_id in (select lesson_id from placed) group by t.lesson_id
    ),
    items as (
      select i.lesson_id, i.exercise_id, i.played, i.day, i.theme_id,
        i.item_seconds + ${REPORT_ESTIMATE} as share, ${REPORT_ESTIMATE} as estimated
      from placed i left join timed t on t.lesson_id = i.lesson_id
    ),
    used as (
      select i.* from items i
      where not exists (select 1 from report_exclusions x where x.workspace_id = ${w}
        and x.exercise_id = i.exercise_id)
    ),
    shown as (
      select u.*, e.title, e.category_id, e.author_id from used u
        join exercises e on e.id = u.exercise_id ${shownWhere}
    ),
    marks as (
      select m.exercise_id,
        count(*) filter (where m.mark = 'correct')::int as correct,
        count(*) filter (where m.mark = 'incorrect')::int as incorrect,
        count(*) filter (where m.mark = 'prompted')::int as prompted
      from lesson_marks m join shown s on s.lesson_id = m.lesson_id
        and s.exercise_id = m.exercise_id and s.played
      group by m.exercise_id
    ),
    reactions as (
      select r.exercise_id,
        count(*) filter (where r.reaction = 'like')::int as likes,
        count(*) filter (where r.reaction = 'dislike')::int as dislikes
      from exercise_reactions r where r.exercise_id in (select exercise_id from shown)
      group by r.exercise_id
    ),
    open_tickets as (${openTicketCounts(w)}),
    per as (
      select s.exercise_id, min(s.title) as title, min(s.category_id) as category_id,
        min(s.author_id) as author_id, count(distinct s.lesson_id)::int as lessons,
        count(*) filter (where s.played)::int as plays,
        coalesce(round(sum(s.share) filter (where s.played)), 0)::int as seconds,
        coalesce(round(sum(s.estimated) filter (where s.played)), 0)::int as estimated_seconds
      from shown s group by s.exercise_id
    ),
    rows as (
      select per.exercise_id, per.title,
        case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end
          as category,
        case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end
          as author,
        per.lessons, per.plays, per.seconds, per.estimated_seconds,
        coalesce(m.correct, 0) as correct, coalesce(m.incorrect, 0) as incorrect,
        coalesce(m.prompted, 0) as prompted,
        ${rate(sql`m.correct`, sql`m.correct + m.incorrect + m.prompted`)} as correct_rate,
        ${rate(sql`m.incorrect`, sql`m.correct + m.incorrect + m.prompted`)} as incorrect_rate,
        ${rate(sql`m.prompted`, sql`m.correct + m.incorrect + m.prompted`)} as prompted_rate,
        coalesce(re.likes, 0) as likes, coalesce(re.dislikes, 0) as dislikes,
        coalesce(ot.open_count, 0)::int as open_tickets
      from per left join categories c on c.id = per.category_id
        left join users a on a.id = per.author_id
        left join marks m on m.exercise_id = per.exercise_id
        left join reactions re on re.exercise_id = per.exercise_id
        left join open_tickets ot on ot.exercise_id = per.exercise_id
    )`;
}

export async function readReport(db: Database, filter: ReportFilter): Promise<Report> {
  const { rows } = await db.execute<Report>(sql`${reportWith(filter)}
    select
      (select coalesce(json_agg(r order by ${orderBy(filter)}), '[]') from rows r) as rows,
      (select json_build_object(
        'microblocks', count(*)::int,
        'lessons', (select count(distinct lesson_id)::int from shown),
        'plays', coalesce(sum(r.plays), 0)::int,
        'seconds', coalesce(sum(r.seconds), 0)::int,
        'estimated_seconds', coalesce(sum(r.estimated_seconds), 0)::int,
        'correct', coalesce(sum(r.correct), 0)::int,
        'incorrect', coalesce(sum(r.incorrect), 0)::int,
        'prompted', coalesce(sum(r.prompted), 0)::int,
        'correct_rate', ${rate(sql`sum(r.correct)`, sql`sum(r.correct + r.incorrect + r.prompted)`)},
        'incorrect_rate', ${rate(sql`sum(r.incorrect)`, sql`sum(r.correct + r.incorrect + r.prompted)`)},
        'prompted_rate', ${rate(sql`sum(r.prompted)`, sql`sum(r.correct + r.incorrect + r.prompted)`)},
        'likes', coalesce(sum(r.likes), 0)::int,
        'dislikes', coalesce(sum(r.dislikes), 0)::int,
        'open_tickets', coalesce(sum(r.open_tickets), 0)::int) from rows r) as totals,
      (select json_agg(json_build_object('week', to_char(g.week, 'YYYY-MM-DD'),
          'plays', coalesce(k.plays, 0)) order by g.week)
        from generate_series(date_trunc('week', ${filter.start_date}::date::timestamp),
          ${filter.end_date}::date::timestamp, interval '1 week') as g(week)
        left join (select date_trunc('week', s.day at time zone 'UTC') as week,
            count(*)::int as plays from shown s where s.played group by 1) k
          on k.week = g.week) as weekly,
      json_build_object(
        'categories', (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)
            order by lower(c.name), c.id), '[]') from categories c
          where c.id in (select e.category_id from used u join exercises e on e.id = u.exercise_id)),
        'authors', (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name)
            order by lower(a.name), a.id), '[]') from users a
          where a.id in (select e.author_id from used u join exercises e on e.id = u.exercise_id)),
        'themes', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
            order by lower(t.name), t.id), '[]') from interests t
          where t.id in (select theme_id from used))) as facets`);
  const report = rows[0];
  if (!report) throw new Error('the report query returned no row');
  return report;
}

/** One page of the report's rows in its order (the CSV reads it in batches). */
export async function readReportRows(
  db: Database,
  filter: ReportFilter,
  offset: number,
  limit: number,
): Promise<ReportRow[]> {
  const { rows } = await db.execute<ReportRow>(sql`${reportWith(filter)}
    select r.* from rows r order by ${orderBy(filter)} limit ${limit} offset ${offset}`);
  return rows;
}

/**
 * Whether the item belongs to the project (a microblock of its library, its lesson, student).
 * In a transaction, the row is locked against deletion until it commits (`for key share`), so
 * an exclusion written next never names a row deleted in between.
 */
export async function itemInWorkspace(
  db: Database | Transaction,
  workspaceId: number,
  kind: ReportExclusionKind,
  id: number,
): Promise<boolean> {
  const query = {
    exercise: sql`select 1 from exercises where id = ${id} and workspace_id = ${workspaceId}
      for key share`,
    lesson: sql`select 1 from lessons l join plans pl on pl.id = l.plan_id
      join protocols p on p.id = pl.protocol_id where l.id = ${id} and p.workspace_id = ${workspaceId}
      for key share of l`,
    client: sql`select 1 from clients where id = ${id} and workspace_id = ${workspaceId}
      for key share`,
  }[kind];
  const { rows } = await db.execute(query);
  return rows.length > 0;
}

const COLUMN: Record<ReportExclusionKind, SQL> = {
  exercise: sql.raw('exercise_id'),
  lesson: sql.raw('lesson_id'),
  client: sql.raw('client_id'),
};

export async function insertExclusion(
  db: Database | Transaction,
  input: { workspaceId: number; kind: ReportExclusionKind; id: number; userId: number },
): Promise<void> {
  await db.execute(sql`insert into report_exclusions (workspace_id, ${COLUMN[input.kind]}, created_by)
    values (${input.workspaceId}, ${input.id}, ${input.userId})
    on conflict (workspace_id, ${COLUMN[input.kind]}) do nothing`);
}

export async function deleteExclusion(
  db: Database,
  input: { workspaceId: number; kind: ReportExclusionKind; id: number },
): Promise<void> {
  await db.execute(sql`delete from report_exclusions
    where workspace_id = ${input.workspaceId} and ${COLUMN[input.kind]} = ${input.id}`);
}

export async function listExclusions(
  db: Database,
  workspaceId: number,
): Promise<ReportExclusion[]> {
  const { rows } = await db.execute<ReportExclusion>(sql`select
      case when x.exercise_id is not null then 'exercise'
        when x.lesson_id is not null then 'lesson' else 'client' end as kind,
      coalesce(x.exercise_id, x.lesson_id, x.client_id) as id,
      coalesce(e.title, lc.child_name, c.child_name) as label,
      case when l.id is not null
        then json_build_object('number', l.number, 'title', l.title) end as lesson,
      to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
    from report_exclusions x
      left join exercises e on e.id = x.exercise_id
      left join lessons l on l.id = x.lesson_id
      left join plans pl on pl.id = l.plan_id
      left join protocols lp on lp.id = pl.protocol_id
      left join clients lc on lc.id = lp.client_id
      left join clients c on c.id = x.client_id
    where x.workspace_id = ${workspaceId}
    order by x.created_at desc, x.id desc`);
  return rows;
}

/** The lessons of the range a microblock was in (excluded ones left out), newest first. */
export async function listLessonsOf(
  db: Database,
  q: { workspace_id: number; start_date: string; end_date: string; exercise_id: number },
): Promise<ReportLesson[]> {
  const { rows } = await db.execute<ReportLesson>(sql`select l.id as lesson_id, l.number, l.title,
      to_char(${LESSON_DAY} at time zone 'UTC', 'YYYY-MM-DD') as day,
      l.started_at is not null as is_played,
      case when l.started_at is not null
        then round(coalesce(s.seconds, 0) + ${LESSON_ESTIMATE})::int end as seconds,
      l.started_at is not null and ${LESSON_ESTIMATE} > 0 as is_estimated,
      json_build_object('id', c.id, 'name', c.child_name) as client,
      (select u.name from users u where u.id = coalesce(l.conducted_by, p.teacher_id)) as teacher_name
    from lesson_items li join lessons l on l.id = li.lesson_id
      join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
      join clients c on c.id = p.client_id
      ${JOIN_ITEM_SECONDS}
    where li.exercise_id = ${q.exercise_id} and p.workspace_id = ${q.workspace_id}
      and ${LESSON_DAY} >= ${q.start_date}::date and ${LESSON_DAY} < ${q.end_date}::date + 1
      and not exists (select 1 from report_exclusions x where x.workspace_id = ${q.workspace_id}
        and (x.lesson_id = l.id or x.client_id = p.client_id))
    order by ${LESSON_DAY} desc, l.id desc limit 200`);
  return rows;
}
