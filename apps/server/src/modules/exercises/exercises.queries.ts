import { createHash } from 'node:crypto';
import {
  type AutoDecision,
  EXERCISE_STATUS,
  type Exercise,
  type ExerciseStatus,
  type ExerciseSummary,
  type Presentation,
  type SourceSkipReason,
  type StatusChange,
  type Upload,
} from '@slovo/contracts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { deckSlides } from '../../db/schema/index.ts';
import type { FileLinks } from '../files/file-links.ts';
import { sourceSkipReason } from '../generation/skip-reasons.ts';

type Db = Database | Transaction;

/** Writes a statement's text and values, to send it as a named (prepared) statement. */
const dialect = new PgDialect();

/** Title plus every slide's title and text, lower-cased, for the list's term search. */
export async function buildSearchText(tx: Db, title: string, presentationId: number) {
  const slides = await tx
    .select({ title: deckSlides.title, text: deckSlides.text })
    .from(deckSlides)
    .where(eq(deckSlides.uploadId, presentationId))
    .orderBy(asc(deckSlides.position));
  return [title, ...slides.flatMap((s) => [s.title, s.text])].join('\n').toLowerCase();
}

/** Whose microblocks a list shows: an author's own, or a moderator's view of the workspace. */
export type Perspective = { userId: number; asModerator: boolean };

export type ListFilter = {
  workspaceId: number;
  status?: ExerciseStatus | undefined;
  statuses?: readonly ExerciseStatus[];
  term?: string;
  authorId?: number | undefined;
  categoryId?: number | undefined;
  /** The themed versions made for this theme instead of the microblocks people made. */
  themeId?: number | undefined;
  /** Only those generation passes over for this reason of their own. */
  skipReason?: SourceSkipReason | undefined;
};

/**
 * Authors see their own microblocks; moderators see the workspace except other people's drafts
 * (a draft is private until it is sent).
 */
function visibleTo(perspective: Perspective): SQL {
  return perspective.asModerator
    ? sql`(e.status_id <> ${EXERCISE_STATUS.draft} or e.author_id = ${perspective.userId})`
    : sql`e.author_id = ${perspective.userId}`;
}

function buildWhere(filter: ListFilter, perspective: Perspective | null): SQL {
  // Themed versions have their own list (by theme); the library lists what people made.
  const parts: SQL[] = [
    sql`e.workspace_id = ${filter.workspaceId}`,
    filter.themeId === undefined ? sql`e.source_id is null` : sql`e.theme_id = ${filter.themeId}`,
  ];
  if (perspective) parts.push(visibleTo(perspective));
  if (filter.status !== undefined) parts.push(sql`e.status_id = ${filter.status}`);
  if (filter.statuses)
    parts.push(
      sql`e.status_id = any(${sql.raw(`ARRAY[${filter.statuses.join(',')}]`)}::smallint[])`,
    );
  if (filter.term) parts.push(termMatch(filter.term.toLowerCase()));
  if (filter.authorId !== undefined) parts.push(sql`e.author_id = ${filter.authorId}`);
  if (filter.categoryId !== undefined) parts.push(sql`e.category_id = ${filter.categoryId}`);
  if (filter.skipReason !== undefined) parts.push(sql`${sourceSkipReason} = ${filter.skipReason}`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS = {
  updated_at: sql`e.updated_at`,
  created_at: sql`e.created_at`,
  title: sql`lower(e.title)`,
  likes: sql`e.likes_count`,
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Names in a stable, case-blind order (cheaper here than a sort per row in SQL). One collator for
 * every sort: `localeCompare` with options builds one per comparison, which was a twentieth of
 * an uncached list's time in JavaScript.
 */
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });
const sortByName = <T extends { name: string }>(items: T[]) =>
  items.sort((a, b) => byName.compare(a.name, b.name));

/** A list row as PostgreSQL sends it: numbers, booleans and text ready to be written as JSON. */
type SummaryRow = {
  id: number;
  workspace_id: number;
  title: string;
  status_id: number;
  category_id: number;
  category_name: string | null;
  author_id: number;
  author_name: string;
  /** JSON text of the tags, `[{"id":…,"name":…}]`, by id. */
  tags: string;
  slide_count: number | null;
  cover: string | null;
  usage_frequency: number;
  language: string;
  own_reaction: 'like' | 'dislike' | null;
  likes_count: number;
  dislikes_count: number;
  is_read_only: boolean;
  source_id: number | null;
  theme_id: number | null;
  /** ISO 8601 in UTC with milliseconds, as `Date.toISOString` writes it. */
  created_at: string;
  updated_at: string;
  /** How many matches the statement saw (bigint, sent as text), and whether more may follow. */
  total: string;
  total_is_at_least: boolean;
};

/**
 * The tags of a row in name order. Rows share a few tag sets, so each set's text is sorted once
 * and kept (a pure function of the text: nothing to invalidate); past the bound it starts again.
 */
const SORTED_TAG_SETS_KEPT = 10_000;
let sortedTagSets = new Map<string, string>();
function sortedTags(text: string): string {
  let sorted = sortedTagSets.get(text);
  if (sorted === undefined) {
    sorted = JSON.stringify(sortByName(JSON.parse(text) as { id: number; name: string }[]));
    if (sortedTagSets.size >= SORTED_TAG_SETS_KEPT) sortedTagSets = new Map();
    sortedTagSets.set(text, sorted);
  }
  return sorted;
}

const quote = JSON.stringify;

/**
 * The JSON text of one `ExerciseSummary`, written straight from the row: the keys in the
 * schema's order and as compact as `JSON.stringify` (a test holds the two equal). A list answer
 * is these texts joined, with no objects built, validated and serialized per row in between.
 */
function summaryJson(row: SummaryRow, links: FileLinks): string {
  const category =
    row.category_name === null
      ? 'null'
      : `{"id":${row.category_id},"name":${quote(row.category_name)}}`;
  const cover = row.cover === null ? 'null' : quote(links.url('slides', row.cover));
  const reaction = row.own_reaction === null ? 'null' : `"${row.own_reaction}"`;
  return `{"id":${row.id},"workspace_id":${row.workspace_id},"title":${quote(row.title)},"status_id":${row.status_id},"category":${category},"author":{"id":${row.author_id},"name":${quote(row.author_name)}},"tags":${sortedTags(row.tags)},"slide_count":${row.slide_count ?? 0},"cover_url":${cover},"usage_frequency":${row.usage_frequency},"language":${quote(row.language)},"own_reaction":${reaction},"likes_count":${row.likes_count},"dislikes_count":${row.dislikes_count},"is_read_only":${row.is_read_only},"source_id":${row.source_id},"theme_id":${row.theme_id},"created_at":"${row.created_at}","updated_at":"${row.updated_at}"}`;
}

/** `Date.toISOString`'s text of a timestamp (milliseconds truncated, as a `Date` keeps them). */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of a list row; `viewerId` picks the caller's own reaction. `rows` names the
 * exercises to describe (a page already cut: `id`, its place `n`, the `total` seen and
 * `total_is_at_least`), so the
 * lookups run for those rows only. Each lookup is a subquery by primary key rather than a join:
 * the same plan, found in a third of the planning time (planning a six-way join cost more than
 * running it). Dates and tags arrive as JSON-ready text.
 */
function selectSummaries(viewerId: number, rows: SQL): SQL {
  return sql`
    select e.id, e.workspace_id, e.title, e.status_id, e.category_id,
      (select c.name from categories c where c.id = e.category_id) as category_name,
      e.author_id, (select u.name from users u where u.id = e.author_id) as author_name,
      e.usage_frequency, e.language,
      e.likes_count, e.dislikes_count, e.is_read_only, e.source_id, e.theme_id,
      ${isoText(sql`e.created_at`)} as created_at, ${isoText(sql`e.updated_at`)} as updated_at,
      (select p.slide_count from uploads p where p.id = e.presentation_id) as slide_count,
      (select cover.image_name from deck_slides cover
        where cover.upload_id = e.presentation_id and cover.position = 1) as cover,
      -- A lookup per tag: as a join, the generic plan hashed the whole tags table for
      -- each row.
      coalesce((select '[' || string_agg('{"id":' || et.tag_id || ',"name":'
            || to_json((select t.name from tags t where t.id = et.tag_id)) || '}',
          ',' order by et.tag_id) || ']'
        from exercise_tags et where et.exercise_id = e.id),
        '[]') as tags,
      (select r.reaction from exercise_reactions r
        where r.exercise_id = e.id and r.user_id = ${viewerId}) as own_reaction,
      page.total, page.total_is_at_least
    from (${rows}) page
    -- Each row by its key, whatever the plan expects of the page: as a join, a generic plan that
    -- guessed a larger page hashed the whole table (decision 055). A subquery with a limit is
    -- never flattened into a join.
    cross join lateral (select * from exercises x where x.id = page.id limit 1) e
    order by page.n`;
}

/**
 * How many pages past the asked one a list looks for matches. It stops there: a total within
 * reach is exact, a longer list's is a lower bound (decision 048).
 */
const LOOK_AHEAD_PAGES = 1;
/**
 * How many rows of its status a list walks per match it looks for. A term that finds fewer is
 * rare there, and its matches are found and counted in full instead.
 */
const ROWS_PER_MATCH = 10;

type ListOptions = {
  filter: ListFilter;
  perspective: Perspective | null;
  viewerId: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  links: FileLinks;
};

/** A page of the list: each item the JSON text of an `ExerciseSummary`. */
export type ListPage = { items: string[]; total: number; totalIsAtLeast: boolean };

/**
 * Sends a statement as a named one, parsed and planned once per connection (named by its text).
 * Only for statements whose plan is right whatever their values: PostgreSQL settles on one
 * generic plan for them after a few runs.
 */
function queryNamed<T extends object>(db: Database, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return db.$client.query<T>({
    name: `exercise-list-${createHash('sha1').update(query.sql).digest('base64url')}`,
    text: query.sql,
    values: query.params,
  });
}

/** Three letters or digits in a row: what the library's trigram index can look a term up by. */
const hasTrigram = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A term's test of a row already read, in a statement planned before it knows the term: `like`
 * when the term has a trigram, `strpos` when it has none (two letters, "р-р"), as `like` would
 * then make the trigram index read every entry it holds. Both find the same rows.
 */
function termTest(term: string): SQL {
  return hasTrigram(term)
    ? sql`e.search_text like ${containsPattern(term)}`
    : sql`strpos(e.search_text, ${term}) > 0`;
}

/**
 * A term as the filter of a whole status or library, in the form an index finds: a term with
 * a trigram by the library's trigram index, one without by its characters and pairs of
 * characters (`slovo_bigrams`, migration 0031): a text holds every pair of a term it contains,
 * and `strpos` then drops the rows that hold them apart (decision 056).
 */
function termMatch(term: string): SQL {
  return hasTrigram(term)
    ? termTest(term)
    : sql`slovo_bigrams(e.search_text) @> slovo_bigrams(${term}) and ${termTest(term)}`;
}

/**
 * A page of one status, read in the order of its index (`exercises_list_*_idx`, migration 0029:
 * workspace, status, sort key, id) and stopped after the page and the look-ahead: the walk
 * tests the term on the rows it reads, at most `ROWS_PER_MATCH` rows per match it wants. It
 * settles the page when it found every match it wanted (the total is then a lower bound) or
 * read the status's last row (the total is exact). Otherwise (a term rare in the status, a deep
 * page) the same statement finds and counts every match of the status, and the total is exact.
 * A first page without rows is an exact zero; past the last page it returns null, for the count.
 *
 * One named statement, parsed and planned once per connection. The walk's plan does not depend
 * on the term. The count serves only terms the walk found rare in the status (decision 048);
 * its generic plan cannot see the term, so `termMatch` writes it in a form one of the library's
 * search indexes serves, whatever the term (decisions 055, 056).
 */
async function statusList(db: Database, options: ListOptions): Promise<ListPage | null> {
  const { filter, pageSize } = options;
  const offset = (options.page - 1) * pageSize;
  const wanted = offset + pageSize * (1 + LOOK_AHEAD_PAGES);
  const walked = wanted * ROWS_PER_MATCH;
  const term = filter.term?.toLowerCase() ?? '';
  const direction = options.order === 'asc' ? sql`asc` : sql`desc`;
  const sortKey = SORT_COLUMNS[options.sort];
  const ordering = sql`h.sort_key ${direction}, h.id ${direction}`;
  /** The status as the reader sees it; the walk and the count test the term themselves. */
  const status = buildWhere({ ...filter, term: '' }, options.perspective);
  // Without a term every row the walk reads is a match, so the walk settles every page and
  // there is nothing to count. Leaving the count out of that statement also keeps it out of
  // the generic plan's cost, which otherwise made PostgreSQL plan each read anew (decision 055).
  const count = term
    ? sql`${status} and ${termMatch(term)} and not (select ok from settled)`
    : sql`false`;
  const { rows } = await queryNamed<SummaryRow>(
    db,
    sql`
    with walk as materialized (
      select e.id, ${sortKey} as sort_key,
        ${term ? termTest(term) : sql`true`} as hit
      from exercises e where ${status}
      order by ${sortKey} ${direction}, e.id ${direction}
      limit ${walked}
    ), hits as materialized (
      select w.id, w.sort_key from walk w where w.hit limit ${wanted}
    ), settled as materialized (
      select (select count(*) from hits) = ${wanted} or (select count(*) from walk) < ${walked} as ok
    ), matches as materialized (
      select e.id, ${sortKey} as sort_key from exercises e where ${count}
    ), page as materialized (
      select h.id, h.sort_key from (
        (select h.id, h.sort_key from hits h where (select ok from settled)
          order by ${ordering} limit ${pageSize} offset ${offset})
        union all
        (select h.id, h.sort_key from matches h
          order by ${ordering} limit ${pageSize} offset ${offset})
      ) h
    )
    ${selectSummaries(
      options.viewerId,
      sql`select h.id, row_number() over (order by ${ordering}) as n,
        case when (select ok from settled) then (select count(*) from hits)
          else (select count(*) from matches) end as total,
        (select ok from settled) and (select count(*) from hits) = ${wanted} as total_is_at_least
      from page h`,
    )}`,
  );
  const first = rows[0];
  if (!first) return options.page === 1 ? { items: [], total: 0, totalIsAtLeast: false } : null;
  return {
    items: rows.map((row) => summaryJson(row, options.links)),
    total: Number(first.total),
    totalIsAtLeast: first.total_is_at_least,
  };
}

/**
 * Every match, found once (by the term's trigram index or the status index, whichever the
 * planner prefers for this term: an unnamed statement, planned with its values) and kept as
 * (id, sort key), counted, and the page cut from them by a top-N sort; then the page described
 * by a named statement. The total is exact. The statement that finds the matches stays small,
 * so planning it costs little (describing rows in it doubled its planning time).
 */
async function countList(db: Database, options: ListOptions): Promise<ListPage> {
  const direction = options.order === 'asc' ? sql`asc` : sql`desc`;
  const ordering = sql`m.sort_key ${direction}, m.id ${direction}`;
  const { rows } = await db.execute<{ total: string; ids: string | null }>(sql`
    with matches as materialized (
      select e.id, ${SORT_COLUMNS[options.sort]} as sort_key
      from exercises e where ${buildWhere(options.filter, options.perspective)}
    )
    select (select count(*) from matches) as total,
      (select string_agg(m.id::text, ',' order by ${ordering})
        from (select * from matches m order by ${ordering}
          limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}) m) as ids`);
  const ids = rows[0]?.ids ?? '';
  if (ids === '') return { items: [], total: Number(rows[0]?.total ?? 0), totalIsAtLeast: false };
  const described = await queryNamed<SummaryRow>(
    db,
    selectSummaries(
      options.viewerId,
      sql`select page.id, page.n, 0 as total, false as total_is_at_least
        from unnest(${`{${ids}}`}::int[]) with ordinality as page(id, n)`,
    ),
  );
  return {
    items: described.rows.map((row) => summaryJson(row, options.links)),
    total: Number(rows[0]?.total),
    totalIsAtLeast: false,
  };
}

/**
 * A page of microblocks as JSON texts. A list of one status of the library walks its index
 * (`statusList`); any other list, and a page past the last, counts every match.
 */
export async function listExercisesJson(db: Database, options: ListOptions): Promise<ListPage> {
  const listed =
    options.filter.status !== undefined && options.filter.themeId === undefined
      ? await statusList(db, options)
      : null;
  return listed ?? countList(db, options);
}

/** The same page as objects, for a reader that takes one apart. */
export async function listExercises(db: Database, options: ListOptions) {
  const page = await listExercisesJson(db, options);
  return { ...page, items: page.items.map((item) => JSON.parse(item) as ExerciseSummary) };
}

export async function countByStatus(
  db: Db,
  filter: ListFilter,
  perspective: Perspective,
): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ status_id: number; count: number }>(sql`
    select e.status_id, count(*)::int as count from exercises e
    where ${buildWhere(filter, perspective)} group by e.status_id`);
  const counts: Record<string, number> = {};
  for (const status of Object.values(EXERCISE_STATUS)) counts[status] = 0;
  for (const row of rows) counts[row.status_id] = row.count;
  return counts;
}

export async function findSummary(
  db: Db,
  exerciseId: number,
  viewerId: number,
  links: FileLinks,
): Promise<ExerciseSummary | null> {
  const { rows } = await db.execute<SummaryRow>(
    selectSummaries(
      viewerId,
      sql`select ${exerciseId}::int as id, 1 as n, 1 as total, false as total_is_at_least`,
    ),
  );
  return rows[0] ? (JSON.parse(summaryJson(rows[0], links)) as ExerciseSummary) : null;
}

export type UploadRow = {
  id: number;
  kind: Upload['kind'];
  original_name: string;
  mime: string;
  size: number;
  file_name: string;
  slide_count: number | null;
  render_state: Upload['render_state'];
};

export const UPLOAD_COLUMNS = sql`u.id, u.kind, u.original_name, u.mime, u.size, u.file_name,
  u.slide_count, u.render_state`;

export function toUpload(row: UploadRow, links: FileLinks): Upload {
  return {
    id: row.id,
    kind: row.kind,
    name: row.original_name,
    mime: row.mime,
    size: row.size,
    url: links.url(row.kind === 'presentation' ? 'decks' : 'media', row.file_name),
    slide_count: row.slide_count,
    render_state: row.render_state,
  };
}

export async function listAttachments(
  db: Db,
  exerciseId: number,
  kind: 'image' | 'audio',
  links: FileLinks,
) {
  const { rows } = await db.execute<UploadRow>(sql`select ${UPLOAD_COLUMNS} from uploads u
    where u.exercise_id = ${exerciseId} and u.kind = ${kind} order by u.id`);
  return rows.map((row) => toUpload(row, links));
}

export async function findPresentation(
  db: Db,
  uploadId: number,
  links: FileLinks,
): Promise<Presentation | null> {
  const { rows } = await db.execute<UploadRow>(
    sql`select ${UPLOAD_COLUMNS} from uploads u where u.id = ${uploadId}`,
  );
  const upload = rows[0];
  if (!upload) return null;
  const slides = await db.execute<{
    position: number;
    title: string;
    text: string;
    notes: string;
    image_name: string | null;
    audio_names: string[];
    hidden: boolean;
  }>(sql`select position, title, text, notes, image_name, audio_names, hidden from deck_slides
    where upload_id = ${uploadId} order by position`);
  return {
    ...toUpload(upload, links),
    renderer: upload.render_state === 'browser' ? 'browser' : 'libreoffice',
    slides: slides.rows.map((s) => ({
      index: s.position,
      title: s.title,
      text: s.text,
      notes: s.notes,
      image_url: s.image_name ? links.url('slides', s.image_name) : null,
      audio_urls: s.audio_names.map((name) => links.url('media', name)),
      hidden: s.hidden,
    })),
  };
}

type HistoryRow = {
  id: number;
  from_status: number | null;
  to_status: number;
  comment: string;
  actor_id: number | null;
  actor_name: string | null;
  is_automatic: boolean;
  reasons: StatusChange['reasons'];
  created_at: Date | string;
  exercise_title: string;
  exercise_id: number;
};

const HISTORY_SELECT = sql`select h.id, h.from_status, h.to_status, h.comment, h.actor_id,
    u.name as actor_name, h.is_automatic, h.reasons, h.created_at,
    h.exercise_id, e.title as exercise_title
  from exercise_status_changes h
  join exercises e on e.id = h.exercise_id
  left join users u on u.id = h.actor_id`;

function toStatusChange(row: HistoryRow): StatusChange {
  return {
    id: row.id,
    from_status: row.from_status as ExerciseStatus | null,
    to_status: row.to_status as ExerciseStatus,
    comment: row.comment,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    is_automatic: row.is_automatic,
    reasons: row.reasons,
    created_at: iso(row.created_at),
  };
}

async function listHistory(db: Db, exerciseId: number): Promise<StatusChange[]> {
  const { rows } = await db.execute<HistoryRow>(
    sql`${HISTORY_SELECT} where h.exercise_id = ${exerciseId} order by h.id`,
  );
  return rows.map(toStatusChange);
}

/** Decisions across a workspace, newest first (the auto-moderation screen shows its own). */
export async function listHistoryPage(
  db: Db,
  options: { workspaceId: number; automaticOnly: boolean; page: number; pageSize: number },
): Promise<{ items: AutoDecision[]; total: number }> {
  const where = sql`h.workspace_id = ${options.workspaceId}${
    options.automaticOnly ? sql` and h.is_automatic` : sql``
  }`;
  const [page, counted] = await Promise.all([
    db.execute<HistoryRow>(sql`${HISTORY_SELECT} where ${where} order by h.id desc
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from exercise_status_changes h where ${where}`,
    ),
  ]);
  return {
    items: page.rows.map((row) => ({
      ...toStatusChange(row),
      exercise: { id: row.exercise_id, title: row.exercise_title },
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}

/** Everything the editor, the moderation screen and the shared view show about one microblock. */
export async function findExercise(
  db: Db,
  exerciseId: number,
  viewerId: number,
  links: FileLinks,
): Promise<Exercise | null> {
  const summary = await findSummary(db, exerciseId, viewerId, links);
  if (!summary) return null;
  const { rows } = await db.execute<{
    category_id: number;
    description: string;
    comment: string;
    instruction: string;
    assigned_id: number | null;
    request_id: number | null;
    presentation_id: number;
    is_excluded_from_generation: boolean;
    is_ready_for_generation: boolean;
    interests: { id: number; name: string }[];
  }>(sql`select e.category_id, e.description, e.comment, e.instruction, e.assigned_id,
      e.request_id, e.presentation_id, e.is_excluded_from_generation,
      e.is_ready_for_generation,
      (select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name)), '[]'::json)
        from exercise_interests ei join interests i on i.id = ei.interest_id
        where ei.exercise_id = e.id) as interests
    from exercises e where e.id = ${exerciseId}`);
  const row = rows[0];
  if (!row) return null;
  // One after another: inside a transaction they share one connection.
  const presentation = await findPresentation(db, row.presentation_id, links);
  const images = await listAttachments(db, exerciseId, 'image', links);
  const audios = await listAttachments(db, exerciseId, 'audio', links);
  const history = await listHistory(db, exerciseId);
  if (!presentation) return null;
  return {
    ...summary,
    category_id: row.category_id,
    description: row.description,
    comment: row.comment,
    instruction: row.instruction,
    interests: sortByName(row.interests),
    assigned_id: row.assigned_id,
    request_id: row.request_id,
    is_excluded_from_generation: row.is_excluded_from_generation,
    is_ready_for_generation: row.is_ready_for_generation,
    presentation,
    images,
    audios,
    history,
  };
}
