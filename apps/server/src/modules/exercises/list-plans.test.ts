import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';

const { accepted } = EXERCISE_STATUS;
/** How many reads PostgreSQL plans for their values before it may settle on the generic plan. */
const CUSTOM_PLANS_FIRST = 5;

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
  // A library of a busy school: 6,000 microblocks, a third accepted, one in 60 the second
  // author's (the rest the first's), a word in every tenth.
  const deck = await w.uploadDeck(w.author);
  await t.db.execute(sql`
    insert into exercises (workspace_id, category_id, author_id, presentation_id, title,
      status_id, language, search_text)
    select ${w.workspace.id}, ${w.category.id},
      case when n % 60 = 0 then ${w.author2.id}::int else ${w.author.id}::int end, ${deck},
      'Plan ' || n,
      ((array[${accepted}, ${accepted}, ${EXERCISE_STATUS.moderation}, ${EXERCISE_STATUS.declined},
        ${EXERCISE_STATUS.draft}, ${EXERCISE_STATUS.inProgress}])::smallint[])[1 + n % 6],
      'en', 'plan ' || n || case when n % 10 = 0 then ' rocket' else '' end
    from generate_series(1, 6000) n`);
  await t.db.execute(sql`analyze exercises`);
});
afterAll(() => t.close());

type Reader = ExerciseWorld['moderator'];

/**
 * A read of the accepted tab: how many microblocks it found, and the plan of the named statement
 * it sent as every read after the first five runs it (PostgreSQL's generic plan, as JSON text).
 */
async function genericPlan(as: Reader, role: number, term: string) {
  const client = t.db.$client;
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const sent: { text: string; values: unknown[] }[] = [];
  let total: number;
  client.query = ((...args: unknown[]) => {
    const [config] = args as [{ name?: string; text: string; values: unknown[] }];
    if (typeof config === 'object' && config.name?.startsWith('exercise-list-'))
      sent.push({ text: config.text, values: config.values });
    return send(...args);
  }) as typeof client.query;
  try {
    const response = await w.call(
      as,
      'GET',
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${role}&status=${accepted}&term=${encodeURIComponent(term)}`,
    );
    expect(response.statusCode).toBe(200);
    total = response.json().meta.total;
  } finally {
    client.query = send as typeof client.query;
  }
  const [list] = sent;
  if (!list) throw new Error('the list sent no named statement');
  const connection = await client.connect();
  try {
    await connection.query('set plan_cache_mode = force_generic_plan');
    await connection.query(`prepare probe as ${list.text}`);
    const values = list.values.map((value) =>
      typeof value === 'string' ? connection.escapeLiteral(value) : String(value),
    );
    const { rows } = await connection.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) execute probe(${values.join(', ')})`,
    );
    return { total, plan: JSON.stringify(rows[0]?.['QUERY PLAN']) };
  } finally {
    await connection.query('deallocate probe; reset plan_cache_mode');
    connection.release();
  }
}

describe('the uncached list of one status', () => {
  // A read that PostgreSQL plans anew each time costs it more than running the statement: the
  // list's statements are named so that each connection plans them once (decisions 048, 055).
  it('runs on the plan each connection made once, whoever reads and whatever the term', async () => {
    const reads = [
      [w.moderator, ROLE.moderator, ''],
      [w.moderator, ROLE.moderator, 'rocket'],
      [w.moderator, ROLE.moderator, 'plan 1234'],
      [w.moderator, ROLE.moderator, 'qx'],
      [w.author2, ROLE.author, ''],
      [w.author2, ROLE.author, 'rocket'],
    ] as const;
    for (const [as, role, term] of reads) {
      // One read at a time: the pool hands out the connection it got back last, so every read
      // and the question below use the same one.
      for (let n = 0; n < CUSTOM_PLANS_FIRST + 3; n++) {
        const response = await w.call(
          as,
          'GET',
          `/api/exercises?workspace_id=${w.workspace.id}&role_id=${role}&status=${accepted}&term=${encodeURIComponent(term)}&n=${n}`,
        );
        expect(response.statusCode, term).toBe(200);
      }
    }
    const { rows } = await t.db.execute<{ generic_plans: string; custom_plans: string }>(sql`
      select generic_plans, custom_plans from pg_prepared_statements
      where name like 'exercise-list-%'`);
    // Five statements: with and without a term, a term without a trigram (the moderator's), and
    // with and without a term (the author's); the two terms with a trigram share one. Each was
    // planned for its values only its first five times, every read after those ran on the
    // generic plan.
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.custom_plans).toBe(String(CUSTOM_PLANS_FIRST));
    const generic = rows.reduce((sum, row) => sum + Number(row.generic_plans), 0);
    expect(generic).toBe(
      reads.length * (CUSTOM_PLANS_FIRST + 3) - rows.length * CUSTOM_PLANS_FIRST,
    );
  });

  // Without a trigram a term's count read every row of the status (decision 056).
  it('counts a term without a trigram through the pairs of characters it is made of', async () => {
    const { total, plan } = await genericPlan(w.moderator, ROLE.moderator, 'р-р');
    expect(total).toBe(0);
    expect(plan).toContain('"Index Name":"exercises_library_bigrams_idx"');
  });

  // An author's walk fetched every row of the status it passed, to learn whose it was
  // (decision 057).
  it("walks an author's own tab through their rows only", async () => {
    const { plan } = await genericPlan(w.author2, ROLE.author, 'rocket');
    expect(plan).toContain('"Index Name":"exercises_author_list_updated_idx"');
    expect(plan).not.toContain('"Index Name":"exercises_list_updated_idx"');
  });
});
