import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, autoModerationSettings, exercises } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../exercise-world.ts';
import { createUser } from '../factories.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

const FLAGS = ['is_read_only', 'is_excluded_from_generation', 'is_ready_for_generation'] as const;

const countExercises = async () => (await t.db.select({ id: exercises.id }).from(exercises)).length;

describe('fields a role may not set', () => {
  it.each(FLAGS)(
    "refuses an author's new microblock with %s set, and keeps nothing",
    async (flag) => {
      const before = await countExercises();
      const res = await w.call(
        w.author,
        'POST',
        `/api/exercises?role_id=${ROLE.author}`,
        await w.input({ [flag]: true }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FIELD_NOT_ALLOWED',
        message: 'Your role may not change this field',
        details: { fields: [{ path: flag }] },
      });
      expect(await countExercises()).toBe(before);
    },
  );

  it.each(FLAGS)(
    "refuses an author's edit that changes %s, and keeps the microblock as it was",
    async (flag) => {
      const exercise = await w.createExercise();
      const res = await w.call(
        w.author,
        'PUT',
        `/api/exercises/${exercise.id}?role_id=${ROLE.author}`,
        { ...(await w.input({ title: exercise.title })), [flag]: true },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FIELD_NOT_ALLOWED');
      const [row] = await t.db.select().from(exercises).where(eq(exercises.id, exercise.id));
      expect(row).toMatchObject({
        isReadOnly: false,
        isExcludedFromGeneration: false,
        isReadyForGeneration: false,
      });
    },
  );

  it('lets an author save a microblock whose flags a moderator set, unchanged', async () => {
    const exercise = await w.createExercise();
    await t.db
      .update(exercises)
      .set({ isReadyForGeneration: true, isExcludedFromGeneration: true })
      .where(eq(exercises.id, exercise.id));
    const res = await w.call(
      w.author,
      'PUT',
      `/api/exercises/${exercise.id}?role_id=${ROLE.author}`,
      {
        ...(await w.input({ title: exercise.title, description: 'Edited' })),
        is_ready_for_generation: true,
        is_excluded_from_generation: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe('Edited');
  });

  it('lets a moderator set every flag on a new microblock', async () => {
    const exercise = await w.createExercise(
      { is_read_only: true, is_excluded_from_generation: true, is_ready_for_generation: true },
      w.moderator,
      ROLE.moderator,
    );
    expect(exercise.is_read_only).toBe(true);
  });
});

describe('trusted authors of auto-moderation', () => {
  const rules = (trusted: number[]) => ({
    workspace_id: w.workspace.id,
    is_enabled: true,
    trusted_author_ids: trusted,
    min_slides: 1,
    max_slides: 60,
    require_slide_titles: false,
    require_instruction: false,
  });
  const save = (trusted: number[]) =>
    w.call(w.moderator, 'PUT', '/api/exercises/auto-moderation', rules(trusted));
  const readSaved = async () =>
    (
      await t.db
        .select()
        .from(autoModerationSettings)
        .where(eq(autoModerationSettings.workspaceId, w.workspace.id))
    )[0]?.trustedAuthorIds ?? null;

  it('refuses an author of another workspace, a user that does not exist and an inactive author', async () => {
    const inactive = await createUser(t.db, {
      assignments: [{ workspaceId: w.workspace.id, roles: [ROLE.author], isActive: false }],
    });
    const before = await readSaved();
    for (const id of [w.stranger.id, 2_000_000_000, inactive.id]) {
      const res = await save([w.author.id, id]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: {
          fields: [
            {
              path: 'trusted_author_ids',
              message: 'Only active authors of this project can be trusted',
            },
          ],
        },
      });
    }
    expect(await readSaved()).toEqual(before);
  });

  it('trusts active authors of the workspace, and no longer once they leave it', async () => {
    expect((await save([w.author2.id])).statusCode).toBe(200);
    const trusted = await w.createExercise({ status_id: EXERCISE_STATUS.moderation }, w.author2);
    expect(trusted.status_id).toBe(EXERCISE_STATUS.accepted);

    await t.db
      .update(assignments)
      .set({ roles: [ROLE.moderator] })
      .where(eq(assignments.userId, w.author2.id));
    const read = await w.call(
      w.moderator,
      'GET',
      `/api/exercises/auto-moderation?workspace_id=${w.workspace.id}`,
    );
    expect(read.json().data.trusted_author_ids).toEqual([]);
    expect((await save(read.json().data.trusted_author_ids)).statusCode).toBe(200);
  });
});
