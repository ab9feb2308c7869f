import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../client.ts';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/** Marks the teacher gave on the first three slides of each microblock, lesson by lesson. */
const MARKS = [
  ['correct', 'correct', 'prompted'],
  ['correct', 'incorrect', 'correct'],
  ['prompted', 'correct', 'correct'],
] as const;

const LESSON_TITLES = ['Sounds of the farm', 'Space words', 'Dinosaur day'];

/**
 * The seconds each microblock of a lesson was on screen, as the player records them (decision
 * 045): the lesson's time, each later microblock on screen a little shorter than the one before.
 */
async function timeItems(tx: Transaction, lessonId: number, seconds: number) {
  const { rows } = await tx.execute<{ exercise_id: number }>(sql`
    select exercise_id from lesson_items where lesson_id = ${lessonId} order by position`);
  const weights = rows.map((_, position) => rows.length + 1 - position);
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  let left = seconds;
  for (const [position, row] of rows.entries()) {
    const share =
      position === rows.length - 1
        ? left
        : Math.round((seconds * (weights[position] ?? 0)) / whole);
    left -= share;
    await tx.execute(sql`insert into lesson_item_seconds (lesson_id, exercise_id, seconds)
      values (${lessonId}, ${row.exercise_id}, ${share})`);
  }
}

/**
 * A history for the library use report (decision 041): Emma and Софія each get the demo course,
 * and a first lesson of theirs, filled as the teacher's auto-fill proposes, was played three, two
 * and one weeks ago with marks — so a fresh start shows the moderator's /reports with figures and
 * a weekly chart, the oldest lesson's time on slides estimated and the others timed (Марко's plan
 * stays unplayed for the family pages). Runs after `seedDemoStudents`. Each lesson is a plan's
 * first: the demo microblocks are used once a plan.
 */
export async function seedDemoReports(app: FastifyInstance): Promise<void> {
  const { db, services } = app;
  const school = await findDemoSchool(app);
  if (!school) return;
  const teacher = await actAsDemoUser(app, 'teacher@example.com');
  const { rows: students } = await db.execute<{ id: number; child_name: string }>(sql`
    select id, child_name from clients
    where workspace_id = ${school.id} and child_name in ('Emma', 'Софія')`);
  const { rows: templates } = await db.execute<{ id: number }>(sql`
    select id from protocol_templates where workspace_id = ${school.id} order by id limit 1`);
  const emma = students.find((s) => s.child_name === 'Emma');
  const sofia = students.find((s) => s.child_name === 'Софія');
  const templateId = templates[0]?.id;
  if (!emma || !sofia || !templateId) return;
  const history = [emma, sofia, emma];
  for (const [index, student] of history.entries()) {
    const protocol = await services.protocols.create(teacher, {
      workspace_id: school.id,
      client_id: student.id,
      template_id: templateId,
    });
    const planId = protocol.plans[0]?.id;
    if (!planId) continue;
    const plan = await services.protocols.getPlan(school.id, planId);
    await services.protocols.fillPlan(teacher, planId, {
      workspace_id: school.id,
      blocks: plan.blocks.map((block) => ({
        id: block.id,
        category_ids: block.categories.map((c) => c.category_id),
      })),
    });
    const { rows: lessons } = await db.execute<{ id: number }>(sql`
      select id from lessons where plan_id = ${planId} and number = 1`);
    const lessonId = lessons[0]?.id;
    if (!lessonId) continue;
    const proposal = await services.lessons.autoFill(teacher, school.id, lessonId);
    if (proposal.length === 0) continue;
    await services.lessons.save(teacher, lessonId, {
      workspace_id: school.id,
      title: LESSON_TITLES[index] ?? '',
      scheduled_at: null,
      items: proposal.map((item) => ({ block_id: item.block_id, exercise_id: item.exercise_id })),
    });
    const day = sql`date_trunc('day', now()) - ${history.length - index} * interval '1 week'`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update lessons set scheduled_at = ${day} + interval '14 hours',
          started_at = ${day} + interval '14 hours',
          finished_at = ${day} + interval '14 hours 40 minutes',
          done_at = ${day} + interval '15 hours',
          conducted_by = ${teacher.user.id}, tracked_seconds = ${1800 + index * 300}
        where id = ${lessonId}`);
      // The first lesson was played before the player timed each microblock (an upgraded
      // school's history): the report estimates its share and says so. The others are timed.
      if (index > 0) await timeItems(tx, lessonId, 1800 + index * 300);
      for (const [slide, mark] of (MARKS[index % MARKS.length] ?? []).entries()) {
        await tx.execute(sql`insert into lesson_marks (lesson_id, exercise_id, slide, mark)
          select lesson_id, exercise_id, ${slide}, ${mark} from lesson_items
          where lesson_id = ${lessonId}`);
      }
    });
  }
}
