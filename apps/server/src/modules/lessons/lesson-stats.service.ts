import { type Language, type LessonStatRow, ROLE, type TeacherLessonStats } from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { streamCsv } from '../../lib/csv.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';

const LESSONS_CSV_HEADER: Record<Language, string[]> = {
  uk: [
    'Завершено (UTC)',
    'Логопед',
    'Учень',
    'План',
    'Заняття',
    'Назва',
    'Хвилин',
    'Презентацій',
    'Правильно',
    'Неправильно',
    'З підказкою',
    'Проведено',
  ],
  ru: [
    'Завершено (UTC)',
    'Логопед',
    'Ученик',
    'План',
    'Занятие',
    'Название',
    'Минут',
    'Презентаций',
    'Правильно',
    'Неправильно',
    'С подсказкой',
    'Проведено',
  ],
  en: [
    'Finished (UTC)',
    'Teacher',
    'Student',
    'Plan',
    'Lesson',
    'Title',
    'Minutes',
    'Presentations',
    'Correct',
    'Incorrect',
    'Prompted',
    'Done',
  ],
  pl: [
    'Zakończono (UTC)',
    'Logopeda',
    'Uczeń',
    'Plan',
    'Zajęcia',
    'Tytuł',
    'Minuty',
    'Prezentacje',
    'Poprawnie',
    'Niepoprawnie',
    'Z podpowiedzią',
    'Przeprowadzono',
  ],
};

type Period = { workspace_id: number; start_date: string; end_date: string };

/** Who held a lesson: who played it, else the protocol's teacher. */
const TEACHER_SQL = sql`coalesce(l.conducted_by, p.teacher_id)`;

/** Finished lessons of the workspace in the period (days in UTC, both included). */
function finishedIn(period: Period): SQL {
  return sql`p.workspace_id = ${period.workspace_id} and l.finished_at is not null
    and l.finished_at >= ${period.start_date}::date
    and l.finished_at < ${period.end_date}::date + 1`;
}

const FROM_LESSONS = sql`from lessons l join plans pl on pl.id = l.plan_id
  join protocols p on p.id = pl.protocol_id join clients c on c.id = p.client_id`;

const MARK_COUNTS = (mark: string) =>
  sql`(select count(*)::int from lesson_marks m where m.lesson_id = l.id and m.mark = ${mark})`;

/** `cursor` is the finish time as PostgreSQL prints it: microseconds kept, for keyset paging. */
type RowWithCursor = LessonStatRow & { cursor: string };

/**
 * Lesson statistics over finished lessons: per teacher for managers (spec: /lessons-stats, per
 * teacher, per period), a teacher's own, each lesson of a teacher, and all lessons as CSV.
 */
export function createLessonStatsService({ db }: { db: Database }) {
  async function perTeacher(period: Period, teacherId?: number): Promise<TeacherLessonStats[]> {
    const { rows } = await db.execute<TeacherLessonStats>(sql`
      with finished as (
        select l.id, ${TEACHER_SQL} as teacher_id, l.done_at, l.tracked_seconds, p.client_id
        ${FROM_LESSONS} where ${finishedIn(period)}
          ${teacherId === undefined ? sql`` : sql`and ${TEACHER_SQL} = ${teacherId}`}
      )
      select json_build_object('id', u.id, 'name', u.name) as teacher,
        count(*)::int as lessons_finished,
        count(f.done_at)::int as lessons_done,
        count(distinct f.client_id)::int as students,
        (sum(f.tracked_seconds) / 60)::int as minutes,
        coalesce(sum((select count(*) from lesson_marks m where m.lesson_id = f.id
          and m.mark = 'correct')), 0)::int as correct,
        coalesce(sum((select count(*) from lesson_marks m where m.lesson_id = f.id
          and m.mark = 'incorrect')), 0)::int as incorrect,
        coalesce(sum((select count(*) from lesson_marks m where m.lesson_id = f.id
          and m.mark = 'prompted')), 0)::int as prompted
      from finished f join users u on u.id = f.teacher_id
      group by u.id, u.name order by lower(u.name), u.id`);
    return rows;
  }

  const SELECT_ROWS = sql`select l.id as lesson_id, l.finished_at, l.finished_at::text as cursor,
      (select u.name from users u where u.id = ${TEACHER_SQL}) as teacher_name,
      c.child_name, pl.number as plan_number, l.number as lesson_number, l.title,
      (l.tracked_seconds / 60)::int as minutes,
      (select count(*)::int from lesson_items li where li.lesson_id = l.id) as presentations,
      l.done_at is not null as is_done,
      ${MARK_COUNTS('correct')} as correct, ${MARK_COUNTS('incorrect')} as incorrect,
      ${MARK_COUNTS('prompted')} as prompted`;

  const toRow = ({ cursor: _, ...row }: RowWithCursor): LessonStatRow => ({
    ...row,
    finished_at: new Date(row.finished_at).toISOString(),
  });

  async function lessonsOf(period: Period & { teacher_id: number }) {
    const { rows } = await db.execute<RowWithCursor>(sql`${SELECT_ROWS} ${FROM_LESSONS}
      where ${finishedIn(period)} and ${TEACHER_SQL} = ${period.teacher_id}
      order by l.finished_at desc, l.id desc limit 1000`);
    return rows.map(toRow);
  }

  const BATCH = 500;

  return {
    all: (auth: AuthContext, period: Period) => {
      assertWorkspaceRole(auth, period.workspace_id, ROLE.manager);
      return perTeacher(period);
    },

    byTeacher: (auth: AuthContext, period: Period & { teacher_id: number }) => {
      assertWorkspaceRole(auth, period.workspace_id, ROLE.manager);
      return lessonsOf(period);
    },

    /** The caller's own figures (a teacher's view of the same statistics). */
    own: async (auth: AuthContext, period: Period) => {
      assertWorkspaceRole(auth, period.workspace_id, ROLE.teacher);
      const [mine] = await perTeacher(period, auth.user.id);
      return {
        summary: mine ?? null,
        lessons: await lessonsOf({ ...period, teacher_id: auth.user.id }),
      };
    },

    /** Every finished lesson of the period as CSV lines, read in batches (oldest first). */
    csv(auth: AuthContext, period: Period, lang: Language) {
      assertWorkspaceRole(auth, period.workspace_id, ROLE.manager);
      return streamCsv<RowWithCursor>(
        LESSONS_CSV_HEADER[lang],
        async (after) => {
          const { rows } = await db.execute<RowWithCursor>(sql`${SELECT_ROWS} ${FROM_LESSONS}
            where ${finishedIn(period)}
              ${after ? sql`and (l.finished_at, l.id) > (${after.cursor}::timestamptz, ${after.lesson_id})` : sql``}
            order by l.finished_at, l.id limit ${BATCH}`);
          return rows;
        },
        (row) => [
          new Date(row.finished_at).toISOString().slice(0, 16).replace('T', ' '),
          row.teacher_name,
          row.child_name,
          row.plan_number,
          row.lesson_number,
          row.title,
          row.minutes,
          row.presentations,
          row.correct,
          row.incorrect,
          row.prompted,
          row.is_done ? 1 : 0,
        ],
      );
    },
  };
}
