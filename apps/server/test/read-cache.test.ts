import { ROLE } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from './exercise-world.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

/**
 * Retries until the answer passes (a notification takes a moment to arrive) or time runs out.
 * The deadline is generous for a busy machine; a passing check returns at once.
 */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const listTitles = async (as = w.author) =>
  (await w.call(as, 'GET', `/api/exercises?workspace_id=${w.workspace.id}&role_id=${ROLE.author}`))
    .json()
    .data.map((e: { title: string }) => e.title) as string[];

describe('read cache', () => {
  it('serves a repeated list from memory until the database announces a change', async () => {
    const exercise = await w.createExercise({ title: 'Cached title' });
    // The creation's own announcement may arrive a moment after the first read and empty the
    // cache once; a few rounds leave room for it, and the last title tells which one ran.
    let title = '';
    for (let round = 1; round <= 5; round += 1) {
      title = `Cached title ${round}`;
      await t.db.execute(sql`update exercises set title = ${title} where id = ${exercise.id}`);
      await eventually(listTitles, (titles) => titles.includes(title));
      // A change nobody announces (the trigger is off) is not seen: the answer comes from memory.
      await t.db.execute(sql`alter table exercises disable trigger exercises_workspace_changes`);
      await t.db.execute(
        sql`update exercises set title = 'Silent change' where id = ${exercise.id}`,
      );
      await t.db.execute(sql`alter table exercises enable trigger exercises_workspace_changes`);
      if ((await listTitles()).includes(title)) break;
    }
    expect(await listTitles()).toContain(title);

    // Announced, as any process's change is, it shows.
    await t.db.execute(sql`select pg_notify('slovo_changes', ${`workspace:${w.workspace.id}`})`);
    expect(await eventually(listTitles, (titles) => titles.includes('Silent change'))).toContain(
      'Silent change',
    );
  });

  it("sees another process's change to the content without being told", async () => {
    const exercise = await w.createExercise({ title: 'Before' });
    expect(await listTitles()).toContain('Before');
    await t.db.execute(sql`update exercises set title = 'After' where id = ${exercise.id}`);
    expect(await eventually(listTitles, (titles) => titles.includes('After'))).toContain('After');
  });

  it('drops a session revoked elsewhere and a role removed elsewhere', async () => {
    expect(await listTitles(w.author2)).toBeDefined();
    await t.db.execute(sql`update assignments set roles = ${`{${ROLE.teacher}}`}::smallint[]
      where user_id = ${w.author2.id}`);
    const refused = await eventually(
      () =>
        w.call(
          w.author2,
          'GET',
          `/api/exercises?workspace_id=${w.workspace.id}&role_id=${ROLE.author}`,
        ),
      (response) => response.statusCode === 403,
    );
    expect(refused.statusCode).toBe(403);

    await t.db.execute(sql`update sessions set revoked_at = now() where user_id = ${w.author2.id}`);
    const signedOut = await eventually(
      () => w.call(w.author2, 'GET', '/api/check-token'),
      (response) => response.statusCode === 401,
    );
    expect(signedOut.statusCode).toBe(401);
  });

  it('a change made through the API is seen by the very next read', async () => {
    const exercise = await w.createExercise({ title: 'Own change' });
    expect(await listTitles()).toContain('Own change');
    await w.call(w.author, 'DELETE', `/api/exercises/${exercise.id}?role_id=${ROLE.author}`);
    expect(await listTitles()).not.toContain('Own change');
  });

  it('stops trusting memory when the feed connection drops, and listens again', async () => {
    const exercise = await w.createExercise({ title: 'Through a gap' });
    expect(await listTitles()).toContain('Through a gap');
    const listeners = async () =>
      Number(
        (
          await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where query = 'LISTEN slovo_changes' and datname = current_database()`)
        ).rows[0]?.n,
      );
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query = 'LISTEN slovo_changes' and datname = current_database()`);
    // A change nobody announces, made while the feed is gone: memory can no longer be trusted,
    // so it shows without any notification.
    await t.db.execute(sql`alter table exercises disable trigger exercises_workspace_changes`);
    await t.db.execute(sql`update exercises set title = 'Seen anyway' where id = ${exercise.id}`);
    await t.db.execute(sql`alter table exercises enable trigger exercises_workspace_changes`);
    expect(await eventually(listTitles, (titles) => titles.includes('Seen anyway'))).toContain(
      'Seen anyway',
    );
    // The feed listens again, and announced changes still show.
    expect(await eventually(listeners, (count) => count === 1)).toBe(1);
    await t.db.execute(
      sql`update exercises set title = 'Back on the feed' where id = ${exercise.id}`,
    );
    expect(await eventually(listTitles, (titles) => titles.includes('Back on the feed'))).toContain(
      'Back on the feed',
    );
  });
});
