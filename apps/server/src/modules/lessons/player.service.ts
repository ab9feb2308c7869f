import {
  type ClientSession,
  getRenderState,
  type LessonMark,
  type PlayerPresentation,
  type PlayLesson,
  type Presentation,
  ROLE,
  type SlideMark,
  TRACK_CREDIT_SECONDS,
  type TrackedTime,
  type TrackInput,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Links } from '../../lib/links.ts';
import { findPresentation } from '../exercises/exercises.queries.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import type { FileLinks } from '../files/file-links.ts';
import { recordAttendance } from '../referrals/referrals.service.ts';
import type { LessonFollow } from './lesson-follow.ts';
import type { LessonPresenceHub } from './lesson-presence.ts';

/** A held lesson is the student's attendance: a referred student's referral bonus is credited. */
async function recordLessonAttendance(tx: Transaction, lessonId: number) {
  const { rows } = await tx.execute<{ client_id: number }>(sql`select p.client_id from lessons l
    join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
    where l.id = ${lessonId}`);
  if (rows[0]) await recordAttendance(tx, rows[0].client_id);
}

/** What the player shows of a presentation, and no more (the link is open to anyone). */
function toPlayerPresentation(presentation: Presentation, leads: boolean): PlayerPresentation {
  return {
    renderer: presentation.renderer,
    render_state: presentation.render_state,
    url: getRenderState(presentation) === 'browser' ? presentation.url : null,
    slides: presentation.slides.map((slide) => ({ ...slide, notes: leads ? slide.notes : '' })),
  };
}

/** Where a lesson's unused credit of seconds starts: its last credit, or the most in hand. */
const CREDIT_FROM = sql`greatest(tracked_until, now() - make_interval(secs => ${TRACK_CREDIT_SECONDS}))`;

type TokenRow = {
  id: number;
  workspace_id: number;
  title: string;
  number: number;
  child_name: string;
  language: string;
  current_item: number;
  current_slide: number;
  finished_at: string | null;
};

/**
 * The lesson player, reached by the lesson's link. A signed-in teacher of the lesson's project
 * leads (moves slides, marks answers, tracks time, finishes); anyone else with the link follows
 * the leader's slide. Items are addressed by their place in the lesson, never by id.
 */
export function createPlayerService({
  db,
  follow,
  presence,
  links,
  shareLinks,
}: {
  db: Database;
  follow: LessonFollow;
  presence: LessonPresenceHub;
  links: FileLinks;
  shareLinks: Links;
}) {
  async function lookUp(token: string): Promise<TokenRow | undefined> {
    const { rows } = await db.execute<TokenRow>(sql`
      select l.id, p.workspace_id, l.title, l.number, c.child_name, c.language, l.current_item,
        l.current_slide, l.finished_at
      from lessons l join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
        join clients c on c.id = p.client_id
      where ${shareLinks.hashOf(token)} in (l.share_token_hash, l.legacy_share_token_hash)
        and c.archived_at is null`);
    return rows[0];
  }

  async function findByToken(token: string): Promise<TokenRow> {
    const row = await lookUp(token);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The family's language of a lesson link (the player and the lesson's outcome open in it). */
  async function familyLanguage(token: string): Promise<string | null> {
    return (await lookUp(token))?.language ?? null;
  }

  const isLeader = (auth: AuthContext | undefined, workspaceId: number) =>
    auth?.user.workspaces.some(
      (w) => w.workspaceId === workspaceId && w.roles.includes(ROLE.teacher),
    ) ?? false;

  async function requireLeader(auth: AuthContext | undefined, token: string) {
    const row = await findByToken(token);
    if (!auth || !isLeader(auth, row.workspace_id)) throw new AppError('FORBIDDEN');
    if (row.finished_at) throw new AppError('LESSON_FINISHED');
    return row;
  }

  /**
   * The lesson's items in order: what was saved, the themed version when there is one, and the
   * seconds each has been on screen so far.
   */
  async function listPlayed(lessonId: number, executor: Database | Transaction = db) {
    const { rows } = await executor.execute<{
      exercise_id: number;
      shown_id: number;
      title: string;
      presentation_id: number;
      seconds: number;
    }>(sql`select li.exercise_id, coalesce(v.id, e.id) as shown_id, e.title,
        coalesce(v.presentation_id, e.presentation_id) as presentation_id,
        coalesce(s.seconds, 0) as seconds
      from lesson_items li join exercises e on e.id = li.exercise_id
        left join exercises v on v.id = li.variant_id
        left join lesson_item_seconds s on s.lesson_id = li.lesson_id
          and s.exercise_id = li.exercise_id
      where li.lesson_id = ${lessonId} order by li.position`);
    return rows;
  }

  /** The lesson's marks, by the place of their item in the lesson. */
  async function listMarks(
    lessonId: number,
    played: { exercise_id: number }[],
  ): Promise<LessonMark[]> {
    const { rows } = await db.execute<{ exercise_id: number; slide: number; mark: SlideMark }>(
      sql`select exercise_id, slide, mark from lesson_marks where lesson_id = ${lessonId}`,
    );
    return rows.flatMap((mark) => {
      const item = played.findIndex((p) => p.exercise_id === mark.exercise_id);
      return item < 0 ? [] : [{ item, slide: mark.slide, mark: mark.mark }];
    });
  }

  async function open(auth: AuthContext | undefined, token: string): Promise<PlayLesson> {
    const row = await findByToken(token);
    const leads = isLeader(auth, row.workspace_id);
    const played = await listPlayed(row.id);
    const items = await Promise.all(
      played.map(async (item) => {
        const presentation = await findPresentation(db, item.presentation_id, links);
        if (!presentation) throw new Error('a lesson item has no presentation');
        return {
          title: item.title,
          // What the leader may report a slide of (decision 040): the version on the screen.
          exercise_id: leads ? item.shown_id : null,
          seconds: leads ? item.seconds : null,
          presentation: toPlayerPresentation(presentation, leads),
        };
      }),
    );
    const marks = leads ? await listMarks(row.id, played) : [];
    return {
      title: row.title,
      number: row.number,
      child_name: row.child_name,
      language: row.language,
      items,
      position: {
        item: row.current_item,
        slide: row.current_slide,
        is_finished: row.finished_at !== null,
      },
      is_leader: leads,
      lesson_id: leads ? row.id : null,
      workspace_id: leads ? row.workspace_id : null,
      marks,
    };
  }

  async function move(
    auth: AuthContext | undefined,
    token: string,
    to: { item: number; slide: number },
  ) {
    const row = await requireLeader(auth, token);
    const played = await listPlayed(row.id);
    if (to.item >= Math.max(played.length, 1)) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path: 'item', message: 'validation.invalid' }] },
      });
    }
    await db.execute(sql`update lessons set current_item = ${to.item},
      current_slide = ${to.slide}, started_at = coalesce(started_at, now()),
      conducted_by = ${auth?.user.id ?? null}, updated_at = now() where id = ${row.id}`);
    await follow.announce(row.id);
    return follow.readPosition(row.id);
  }

  async function mark(
    auth: AuthContext | undefined,
    token: string,
    input: { item: number; slide: number; mark: SlideMark | null },
  ) {
    const row = await requireLeader(auth, token);
    const played = await listPlayed(row.id);
    const item = played[input.item];
    if (!item) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path: 'item', message: 'validation.invalid' }] },
      });
    }
    if (input.mark === null) {
      await db.execute(sql`delete from lesson_marks where lesson_id = ${row.id}
        and exercise_id = ${item.exercise_id} and slide = ${input.slide}`);
    } else {
      await db.execute(sql`insert into lesson_marks (lesson_id, exercise_id, slide, mark)
        values (${row.id}, ${item.exercise_id}, ${input.slide}, ${input.mark})
        on conflict (lesson_id, exercise_id, slide)
        do update set mark = excluded.mark, updated_at = now()`);
    }
    return listMarks(row.id, played);
  }

  async function requireLesson(auth: AuthContext, workspaceId: number, lessonId: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const { rows } = await db.execute<{ id: number; finished_at: string | null }>(sql`
      select l.id, l.finished_at from lessons l join plans pl on pl.id = l.plan_id
        join protocols p on p.id = pl.protocol_id
      where l.id = ${lessonId} and p.workspace_id = ${workspaceId}`);
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The parent's view of a lesson through its link: how it went, in plain words and counts. */
  async function session(token: string): Promise<ClientSession> {
    const row = await findByToken(token);
    const { rows } = await db.execute<Omit<ClientSession, 'child_name' | 'language'>>(sql`
      select (select u.name from users u where u.id = coalesce(l.conducted_by, p.teacher_id))
          as teacher_name,
        pl.number as plan_number, l.number, l.title, l.scheduled_at, l.finished_at,
        (l.tracked_seconds / 60)::int as minutes,
        coalesce((select array_agg(e.title order by li.position) from lesson_items li
          join exercises e on e.id = li.exercise_id where li.lesson_id = l.id), '{}')
          as presentations,
        (select count(*)::int from lesson_marks m where m.lesson_id = l.id
          and m.mark = 'correct') as correct,
        (select count(*)::int from lesson_marks m where m.lesson_id = l.id
          and m.mark = 'incorrect') as incorrect,
        (select count(*)::int from lesson_marks m where m.lesson_id = l.id
          and m.mark = 'prompted') as prompted
      from lessons l join plans pl on pl.id = l.plan_id join protocols p on p.id = pl.protocol_id
      where l.id = ${row.id}`);
    const lesson = rows[0];
    if (!lesson) throw new AppError('NOT_FOUND');
    const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
    return {
      ...lesson,
      child_name: row.child_name,
      language: row.language,
      scheduled_at: iso(lesson.scheduled_at),
      finished_at: iso(lesson.finished_at),
    };
  }

  return {
    open,
    move,
    mark,
    session,
    findByToken,
    familyLanguage,

    /** The child's screen shows this slide (the teacher sees whether it keeps up). */
    async reportShown(token: string, input: { viewer: string; item: number; slide: number }) {
      const row = await findByToken(token);
      await presence.report(row.id, input.viewer, input);
    },

    /** A teacher of the project may watch who follows the lesson; anyone else finds nothing. */
    async findWatchedLesson(auth: AuthContext, workspaceId: number, lessonId: number) {
      return (await requireLesson(auth, workspaceId, lessonId)).id;
    },

    /** A new link for the lesson: the previous one (child's and parent's) stops working. */
    async rotateLink(auth: AuthContext, workspaceId: number, lessonId: number) {
      await requireLesson(auth, workspaceId, lessonId);
      const link = shareLinks.issue();
      await db.execute(sql`update lessons set share_nonce = ${link.nonce},
        share_token_hash = ${link.hash}, legacy_share_token_hash = null, updated_at = now()
        where id = ${lessonId}`);
    },

    /**
     * The player's time on slides (decision 045): each item's total so far. A total below what is
     * stored (a late retry, a second screen) adds nothing; what a report adds in all may not
     * exceed the seconds the server's clock has credited the lesson since its last report (up to
     * `TRACK_CREDIT_SECONDS` in hand), and the rest is dropped. The lesson's time grows by what
     * the items gained, in the same transaction.
     */
    async track(auth: AuthContext, input: TrackInput): Promise<TrackedTime> {
      const row = await requireLesson(auth, input.workspace_id, input.lesson_id);
      return db.transaction(async (tx) => {
        // Locked: two reports of one lesson take their credit one after the other.
        const { rows } = await tx.execute<{ finished_at: string | null; credit: number }>(sql`
          select finished_at, floor(extract(epoch from now() - ${CREDIT_FROM}))::int as credit
          from lessons where id = ${row.id} for update`);
        const lesson = rows[0];
        if (!lesson) throw new AppError('NOT_FOUND');
        if (lesson.finished_at) throw new AppError('LESSON_FINISHED');
        const played = await listPlayed(row.id, tx);
        const invalid = input.items.findIndex((entry) => entry.item >= played.length);
        if (invalid >= 0) {
          throw new AppError('VALIDATION_FAILED', {
            details: { fields: [{ path: `items.${invalid}.item`, message: 'validation.invalid' }] },
          });
        }
        let credit = Math.max(lesson.credit, 0);
        let added = 0;
        const totals = played.map((item) => item.seconds);
        for (const entry of [...input.items].sort((a, b) => a.item - b.item)) {
          const item = played[entry.item];
          const stored = totals[entry.item] ?? 0;
          const gain = Math.min(Math.max(entry.seconds - stored, 0), credit);
          if (!item || gain === 0) continue;
          credit -= gain;
          added += gain;
          totals[entry.item] = stored + gain;
          await tx.execute(sql`insert into lesson_item_seconds (lesson_id, exercise_id, seconds)
            values (${row.id}, ${item.exercise_id}, ${stored + gain})
            on conflict (lesson_id, exercise_id)
            do update set seconds = excluded.seconds, updated_at = now()`);
        }
        const { rows: updated } = await tx.execute<{ tracked_seconds: number }>(sql`update lessons
          set tracked_seconds = tracked_seconds + ${added},
            tracked_until = ${CREDIT_FROM} + make_interval(secs => ${added}),
            started_at = coalesce(started_at, now()), conducted_by = ${auth.user.id}
          where id = ${row.id} returning tracked_seconds`);
        return { tracked_seconds: updated[0]?.tracked_seconds ?? 0, item_seconds: totals };
      });
    },

    /** Ends the lesson played: followers see the end, the lesson counts as finished. */
    async finish(auth: AuthContext, input: { workspace_id: number; lesson_id: number }) {
      const row = await requireLesson(auth, input.workspace_id, input.lesson_id);
      if (row.finished_at) throw new AppError('LESSON_FINISHED');
      // Only a prepared lesson is played; one held without the app is marked done instead.
      if ((await listPlayed(row.id)).length === 0) throw new AppError('LESSON_EMPTY');
      await db.transaction(async (tx) => {
        await tx.execute(sql`update lessons set finished_at = now(),
          conducted_by = coalesce(conducted_by, ${auth.user.id}), updated_at = now()
          where id = ${row.id}`);
        await recordLessonAttendance(tx, row.id);
      });
      await follow.announce(row.id);
    },

    /** Marks a lesson done — held, results recorded — finishing it if it was not. */
    async done(auth: AuthContext, input: { workspace_id: number; lesson_id: number }) {
      const row = await requireLesson(auth, input.workspace_id, input.lesson_id);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update lessons set done_at = coalesce(done_at, now()),
          finished_at = coalesce(finished_at, now()),
          conducted_by = coalesce(conducted_by, ${auth.user.id}), updated_at = now()
          where id = ${row.id}`);
        await recordLessonAttendance(tx, row.id);
      });
      if (!row.finished_at) await follow.announce(row.id);
    },
  };
}
