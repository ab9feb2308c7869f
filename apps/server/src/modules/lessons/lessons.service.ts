import {
  EXERCISE_STATUS,
  findLessonProblems,
  getLessonState,
  type Lesson,
  type LessonCandidate,
  type LessonInputSchema,
  type LessonItem,
  type LessonProblem,
  type LessonState,
  type LessonSummary,
  proposeLesson,
  ROLE,
} from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { lessonItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Links } from '../../lib/links.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import type { FileLinks } from '../files/file-links.ts';

type Db = Database | Transaction;
type LessonInput = z.output<typeof LessonInputSchema>;

type SummaryRow = Omit<LessonSummary, 'state'> & { plan_filled: boolean; share_nonce: string };

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const SELECT_LESSON = sql`
  select l.id, l.plan_id, pl.number as plan_number, pl.protocol_id, l.number, l.title,
    l.scheduled_at, l.prepared_at, l.finished_at, l.done_at, l.tracked_seconds, l.share_nonce,
    json_build_object('id', c.id, 'child_name', c.child_name) as client,
    pl.filled_at is not null as plan_filled,
    (select count(*)::int from lesson_items li where li.lesson_id = l.id) as item_count
  from lessons l join plans pl on pl.id = l.plan_id
    join protocols p on p.id = pl.protocol_id join clients c on c.id = p.client_id`;

const LESSON_STATE_SQL: Record<LessonState, SQL> = {
  finished: sql`l.finished_at is not null`,
  not_finished: sql`l.finished_at is null and l.scheduled_at < now()`,
  upcoming: sql`l.finished_at is null and (l.scheduled_at is null or l.scheduled_at >= now())`,
};

function toSummary(row: SummaryRow, now: Date): LessonSummary {
  return {
    id: row.id,
    plan_id: row.plan_id,
    plan_number: row.plan_number,
    protocol_id: row.protocol_id,
    client: row.client,
    number: row.number,
    title: row.title,
    state: getLessonState({ finished_at: row.finished_at, scheduled_at: row.scheduled_at }, now),
    scheduled_at: iso(row.scheduled_at),
    prepared_at: iso(row.prepared_at),
    finished_at: iso(row.finished_at),
    done_at: iso(row.done_at),
    tracked_seconds: row.tracked_seconds,
    item_count: row.item_count,
  };
}

/** The first slide's image of what an item plays (`v` the themed version, `e` the source). */
const COVER_SQL = sql`(select s.image_name from deck_slides s
  where s.upload_id = coalesce(v.presentation_id, e.presentation_id) order by s.position limit 1)`;

const toTheme = (row: { theme_id: number | null; theme_name: string | null }) =>
  row.theme_id === null ? null : { id: row.theme_id, name: row.theme_name ?? '' };

type CandidateRow = {
  block_id: number;
  source_id: number;
  variant_id: number | null;
  title: string;
  cover: string | null;
  usage_frequency: number;
  used_in_plan: number;
  theme_id: number | null;
  theme_name: string | null;
};

/** The message parameters of a lesson problem, as the API reports it. */
function problemError(problem: LessonProblem): AppError {
  switch (problem.kind) {
    case 'empty':
      return new AppError('LESSON_EMPTY');
    case 'belowMin':
      return new AppError('LESSON_BLOCK_BELOW_MIN', {
        params: { block: problem.title, min: problem.min },
        details: { block_id: problem.blockId },
      });
    case 'aboveMax':
      return new AppError('LESSON_BLOCK_ABOVE_MAX', {
        params: { block: problem.title, max: problem.max },
        details: { block_id: problem.blockId },
      });
    case 'usageExceeded':
      return new AppError('LESSON_USAGE_EXCEEDED', {
        params: { title: problem.title, frequency: problem.frequency },
        details: { exercise_id: problem.exerciseId },
      });
  }
}

/**
 * Lessons: ten per plan. Preparing one picks microblocks per block from the folders chosen in the
 * plan, within each block's minimum and maximum and each microblock's usage frequency across the
 * plan, playing the student's themed version of a microblock when there is one.
 */
export function createLessonsService({
  db,
  shareLinks,
  publicUrl,
  makeVersions,
  links,
}: {
  db: Database;
  shareLinks: Links;
  publicUrl: string;
  links: FileLinks;
  /** Makes missing themed versions (the generator's generate-before-lesson). */
  makeVersions: (
    workspaceId: number,
    sourceIds: number[],
    themeIds: number[],
  ) => Promise<{ made: number; failed: number }>;
}) {
  async function findSummary(db: Db, workspaceId: number, id: number) {
    const { rows } = await db.execute<SummaryRow>(
      sql`${SELECT_LESSON} where l.id = ${id} and p.workspace_id = ${workspaceId}`,
    );
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function list(query: {
    workspace_id: number;
    state?: LessonState | undefined;
    client_id?: number | undefined;
    plan_id?: number | undefined;
    is_scheduled?: boolean | undefined;
    /** Scheduled within these days (both included), for a calendar. */
    scheduled?: { start_date: string; end_date: string } | undefined;
    page: number;
    pageSize: number;
  }) {
    const { scheduled } = query;
    // Archived students leave the lesson lists, but their own plans still show their lessons.
    const isNarrowed = query.client_id !== undefined || query.plan_id !== undefined;
    const where = sql`p.workspace_id = ${query.workspace_id}
      ${isNarrowed ? sql`` : sql`and c.archived_at is null`}
      ${query.state ? sql`and ${LESSON_STATE_SQL[query.state]}` : sql``}
      ${scheduled ? sql`and l.scheduled_at >= ${scheduled.start_date}::date and l.scheduled_at < ${scheduled.end_date}::date + 1` : sql``}
      ${query.client_id ? sql`and c.id = ${query.client_id}` : sql``}
      ${query.plan_id ? sql`and pl.id = ${query.plan_id}` : sql``}
      ${query.is_scheduled === undefined ? sql`` : sql`and l.scheduled_at is ${query.is_scheduled ? sql`not null` : sql`null`}`}`;
    // A plan's lessons by number; finished ones newest first; others by when they are due.
    const order = query.plan_id
      ? sql`l.number`
      : query.state === 'finished'
        ? sql`l.finished_at desc, l.id desc`
        : sql`l.scheduled_at nulls last, c.child_name, pl.number, l.number`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<SummaryRow>(sql`${SELECT_LESSON} where ${where} order by ${order}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from lessons l
        join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
        join clients c on c.id = p.client_id where ${where}`),
    ]);
    const now = new Date();
    return { items: rows.map((row) => toSummary(row, now)), total: count[0]?.total ?? 0 };
  }

  async function listBlocks(db: Db, planId: number) {
    const { rows } = await db.execute<Lesson['blocks'][number]>(sql`
      select id, title, educator_description, min_presentations, max_presentations
      from plan_blocks where plan_id = ${planId} order by position`);
    return rows;
  }

  /**
   * Every microblock each block may use: accepted, made by people, filed in a chosen category or
   * anywhere under a chosen folder; with the student's themed version (their interests, lowest
   * theme id first) and how many other lessons of the plan use it.
   */
  async function listCandidates(db: Db, lessonId: number): Promise<CandidateRow[]> {
    const { rows } = await db.execute<CandidateRow>(sql`
      with recursive lesson as (
        select l.id, l.plan_id, p.client_id, p.workspace_id from lessons l
        join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
        where l.id = ${lessonId}
      ), tree as (
        select bc.block_id, bc.category_id from plan_block_categories bc
          join plan_blocks b on b.id = bc.block_id
          where b.plan_id = (select plan_id from lesson) and bc.is_selected
        union
        select t.block_id, c.id from tree t join categories c on c.parent_id = t.category_id
      )
      select distinct on (t.block_id, e.id) t.block_id, e.id as source_id, e.title,
        e.usage_frequency, v.id as variant_id, v.theme_id, i.name as theme_name,
        ${COVER_SQL} as cover,
        (select count(distinct li.lesson_id)::int from lesson_items li
          join lessons ol on ol.id = li.lesson_id
          where ol.plan_id = (select plan_id from lesson) and ol.id <> ${lessonId}
            and li.exercise_id = e.id) as used_in_plan
      from tree t
      join exercises e on e.category_id = t.category_id
        and e.workspace_id = (select workspace_id from lesson)
        and e.source_id is null and e.status_id = ${EXERCISE_STATUS.accepted}
      left join lateral (select g.id, g.theme_id, g.presentation_id from exercises g
          join client_interests ci on ci.interest_id = g.theme_id
            and ci.client_id = (select client_id from lesson)
          where g.source_id = e.id order by g.theme_id limit 1) v on true
      left join interests i on i.id = v.theme_id
      order by t.block_id, e.id`);
    return rows;
  }

  const toCandidate = (row: CandidateRow): LessonCandidate => ({
    exercise_id: row.variant_id ?? row.source_id,
    source_id: row.source_id,
    block_id: row.block_id,
    title: row.title,
    cover_url: row.cover ? links.url('slides', row.cover) : null,
    usage_frequency: row.usage_frequency,
    used_in_plan: row.used_in_plan,
    theme: toTheme(row),
  });

  async function listItems(db: Db, lessonId: number): Promise<LessonItem[]> {
    const { rows } = await db.execute<{
      exercise_id: number;
      source_id: number;
      block_id: number;
      title: string;
      cover: string | null;
      slide_count: number;
      usage_frequency: number;
      theme_id: number | null;
      theme_name: string | null;
    }>(sql`
      select coalesce(v.id, e.id) as exercise_id, e.id as source_id, li.block_id, e.title,
        e.usage_frequency, v.theme_id, i.name as theme_name,
        ${COVER_SQL} as cover,
        (select count(*)::int from deck_slides s where s.upload_id = coalesce(v.presentation_id,
          e.presentation_id)) as slide_count
      from lesson_items li join exercises e on e.id = li.exercise_id
        left join exercises v on v.id = li.variant_id
        left join interests i on i.id = v.theme_id
      where li.lesson_id = ${lessonId} order by li.position`);
    return rows.map((row) => ({
      exercise_id: row.exercise_id,
      source_id: row.source_id,
      block_id: row.block_id,
      title: row.title,
      cover_url: row.cover ? links.url('slides', row.cover) : null,
      slide_count: row.slide_count,
      usage_frequency: row.usage_frequency,
      theme: toTheme(row),
    }));
  }

  async function get(workspaceId: number, id: number): Promise<Lesson> {
    const row = await findSummary(db, workspaceId, id);
    return {
      ...toSummary(row, new Date()),
      blocks: await listBlocks(db, row.plan_id),
      items: await listItems(db, id),
      is_plan_filled: row.plan_filled,
      play_url: `${publicUrl}/play-lesson/${shareLinks.tokenOf(row.share_nonce)}`,
    };
  }

  async function candidates(workspaceId: number, id: number) {
    await findSummary(db, workspaceId, id);
    return (await listCandidates(db, id)).map(toCandidate);
  }

  /**
   * Checks a lesson as it would be saved: items resolved to their sources (a themed version
   * counts as its source), each from its block's folders, then the block bounds and usage.
   */
  async function evaluate(db: Db, row: SummaryRow, items: LessonInput['items']) {
    const lessonId = row.id;
    const blocks = await listBlocks(db, row.plan_id);
    const allowed = await listCandidates(db, lessonId);
    const resolved = items.map((item) => {
      const block = blocks.find((b) => b.id === item.block_id);
      const match = allowed.find(
        (c) =>
          c.block_id === item.block_id &&
          (c.source_id === item.exercise_id || c.variant_id === item.exercise_id),
      );
      if (!block || !match) {
        throw new AppError('LESSON_EXERCISE_NOT_ALLOWED', {
          params: { block: block?.title ?? '' },
          details: { exercise_id: item.exercise_id, block_id: item.block_id },
        });
      }
      return { item, candidate: match };
    });
    const sources = resolved.map((r) => r.candidate.source_id);
    if (new Set(sources).size !== sources.length) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path: 'items', message: 'validation.duplicate' }] },
      });
    }
    const usedElsewhere = new Map(allowed.map((c) => [c.source_id, c.used_in_plan]));
    const problems = findLessonProblems(
      blocks.map((b) => ({
        id: b.id,
        title: b.title,
        min: b.min_presentations,
        max: b.max_presentations,
      })),
      resolved.map(({ candidate }) => ({
        block_id: candidate.block_id,
        source_id: candidate.source_id,
        title: candidate.title,
        usage_frequency: candidate.usage_frequency,
      })),
      usedElsewhere,
    );
    return { resolved, problems };
  }

  function assertEditable(row: SummaryRow) {
    if (!row.plan_filled) throw new AppError('PLAN_NOT_FILLED');
    if (row.finished_at) throw new AppError('LESSON_FINISHED');
  }

  /** Saves a prepared lesson whole, or refuses with the first rule it breaks. */
  async function save(auth: AuthContext, id: number, input: LessonInput): Promise<Lesson> {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    await findSummary(db, input.workspace_id, id);
    await db.transaction(async (tx) => {
      // One save per plan at a time, so two lessons cannot both take a microblock's last use.
      await tx.execute(sql`select pl.id from plans pl join lessons l on l.plan_id = pl.id
        where l.id = ${id} for update of pl`);
      const row = await findSummary(tx, input.workspace_id, id);
      assertEditable(row);
      const { resolved, problems } = await evaluate(tx, row, input.items);
      const [problem] = problems;
      if (problem) throw problemError(problem);
      await tx.execute(sql`delete from lesson_items where lesson_id = ${id}`);
      await tx.insert(lessonItems).values(
        resolved.map(({ item, candidate }, position) => ({
          lessonId: id,
          position,
          blockId: item.block_id,
          exerciseId: candidate.source_id,
          variantId: candidate.variant_id,
        })),
      );
      await tx.execute(sql`update lessons set title = ${input.title},
        scheduled_at = ${input.scheduled_at}, prepared_at = now(), updated_at = now()
        where id = ${id}`);
    });
    return get(input.workspace_id, id);
  }

  /** What a save would say, without saving (the editor checks as the teacher works). */
  async function check(auth: AuthContext, id: number, input: LessonInput) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    const row = await findSummary(db, input.workspace_id, id);
    const { problems } = await evaluate(db, row, input.items);
    return problems.map((problem) => {
      const error = problemError(problem);
      return { code: error.code, params: error.params, details: error.details ?? {} };
    });
  }

  /** A complete lesson to adjust (not saved): each block filled to its minimum. */
  async function autoFill(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const row = await findSummary(db, workspaceId, id);
    assertEditable(row);
    const blocks = await listBlocks(db, row.plan_id);
    const allowed = await listCandidates(db, id);
    const proposal = proposeLesson(
      blocks.map((b) => ({
        id: b.id,
        title: b.title,
        min: b.min_presentations,
        max: b.max_presentations,
      })),
      allowed.map((c) => ({
        id: c.source_id,
        block_id: c.block_id,
        usage_frequency: c.usage_frequency,
      })),
      new Map(allowed.map((c) => [c.source_id, c.used_in_plan])),
      row.number,
    );
    return proposal.flatMap(({ block_id, source_id }) => {
      const candidate = allowed.find((c) => c.block_id === block_id && c.source_id === source_id);
      return candidate ? [toCandidate(candidate)] : [];
    });
  }

  /**
   * Generate-before-lesson: makes the student's missing themed versions of the lesson's
   * microblocks (their interests that are ready themes), then plays them in the lesson.
   */
  async function prepareVersions(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const row = await findSummary(db, workspaceId, id);
    const { rows: interestRows } = await db.execute<{ interest_id: number }>(sql`
      select ci.interest_id from client_interests ci where ci.client_id = ${row.client.id}
      order by ci.interest_id`);
    const items = await listItems(db, id);
    const result = await makeVersions(
      workspaceId,
      items.map((item) => item.source_id),
      interestRows.map((r) => r.interest_id),
    );
    // Items without a version take the one now made (the student's lowest theme id first).
    await db.execute(sql`update lesson_items li set variant_id = (
        select g.id from exercises g join client_interests ci on ci.interest_id = g.theme_id
          and ci.client_id = ${row.client.id}
        where g.source_id = li.exercise_id order by g.theme_id limit 1)
      where li.lesson_id = ${id} and li.variant_id is null`);
    return { ...result, lesson: await get(workspaceId, id) };
  }

  return { list, get, candidates, save, check, autoFill, prepareVersions };
}
