import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createGenerationWorld, type GenerationWorld } from '../../../test/generation-world.ts';
import { buildPng } from '../../../test/images.ts';

const MODERATOR = ROLE.moderator;

let t: TestApp;
let w: ExerciseWorld;
let root: { token: string };
let g: GenerationWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
  const user = await createUser(t.db, { isRoot: true });
  root = { token: await createToken(t.db, user.id) };
  g = createGenerationWorld(t, w, root);
});

/** A run of the whole project, or of one interest, read back as the result page reads it. */
const runGenerator = (kind: string, body: { theme_id?: number } = {}) =>
  g.runGenerator(`${kind}/${body.theme_id === undefined ? 'by-workspace' : 'by-theme'}`, body);

async function createReadyTheme(name: string) {
  const background = await g.uploadAsset('background', name, await buildPng('#3366cc', 60, 40));
  return g.createReadyTheme(name, [background]);
}
afterAll(() => t.close());

/** A microblock an author sent and a moderator accepted, with no generation flag set. */
async function createAccepted(title: string) {
  const created = await w.createExercise({ title, status_id: EXERCISE_STATUS.moderation });
  const accepted = await w.call(
    w.moderator,
    'PUT',
    `/api/exercises/${created.id}?role_id=${MODERATOR}`,
    {
      workspace_id: w.workspace.id,
      title,
      category_id: w.category.id,
      description: '',
      comment: '',
      instruction: '',
      presentation_id: created.presentation.id,
      tag_ids: created.tags.map((tag: { id: number }) => tag.id),
      status_id: EXERCISE_STATUS.accepted,
    },
  );
  expect(accepted.statusCode).toBe(200);
  return accepted.json().data as { id: number };
}

const setFlag = (
  as: { token: string },
  ids: number[],
  flag: 'is_ready_for_generation' | 'is_excluded_from_generation',
  value: boolean,
  workspaceId = w.workspace.id,
) => w.call(as, 'POST', '/api/exercises/toggle', { workspace_id: workspaceId, ids, flag, value });

const readFlags = async (id: number) => {
  const data = (
    await w.call(w.moderator, 'GET', `/api/exercises/${id}?role_id=${MODERATOR}`)
  ).json().data;
  return { ready: data.is_ready_for_generation, excluded: data.is_excluded_from_generation };
};

const listIds = async (skipReason: string) => {
  const response = await w.call(
    w.moderator,
    'GET',
    `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&skip_reason=${skipReason}`,
  );
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.map((row: { id: number }) => row.id)
    .sort();
};

describe('generation flags on accepted microblocks', () => {
  it('a moderator marks one ready, then several excluded and included again', async () => {
    const one = await createAccepted('Flags one');
    const two = await createAccepted('Flags two');
    expect(await readFlags(one.id)).toEqual({ ready: false, excluded: false });

    const single = await setFlag(w.moderator, [one.id], 'is_ready_for_generation', true);
    expect(single.statusCode).toBe(200);
    expect(single.json().data.count).toBe(1);
    expect(await readFlags(one.id)).toEqual({ ready: true, excluded: false });

    const bulk = await setFlag(w.moderator, [one.id, two.id], 'is_excluded_from_generation', true);
    expect(bulk.json().data.count).toBe(2);
    expect(await readFlags(two.id)).toEqual({ ready: false, excluded: true });
    await setFlag(w.moderator, [one.id, two.id], 'is_excluded_from_generation', false);
    expect(await readFlags(one.id)).toEqual({ ready: true, excluded: false });
  });

  it('authors (and root) cannot set them, neither by the switch nor by saving the microblock', async () => {
    const accepted = await createAccepted('Flags author');
    const toggled = await setFlag(w.author, [accepted.id], 'is_ready_for_generation', true);
    expect(toggled.statusCode).toBe(403);
    // Content administration is the moderators' (spec 6): root holds no moderator role here.
    const byRoot = await setFlag(root, [accepted.id], 'is_ready_for_generation', true);
    expect(byRoot.statusCode).toBe(403);
    const draft = await w.createExercise();
    const saved = await w.call(
      w.author,
      'PUT',
      `/api/exercises/${draft.id}?role_id=${ROLE.author}`,
      {
        ...(await w.input({ title: draft.title, presentation_id: draft.presentation.id })),
        is_ready_for_generation: true,
      },
    );
    expect(saved.statusCode).toBe(403);
    expect(saved.json().code).toBe('FIELD_NOT_ALLOWED');
    expect(await readFlags(accepted.id)).toEqual({ ready: false, excluded: false });
  });

  it('another workspace is not found, and one id out of reach changes none of the others', async () => {
    const ours = await createAccepted('Flags reach');
    const foreignWorkspace = await setFlag(w.stranger, [ours.id], 'is_ready_for_generation', true);
    expect(foreignWorkspace.statusCode).toBe(404);
    const foreignIds = await setFlag(
      w.stranger,
      [ours.id],
      'is_ready_for_generation',
      true,
      w.other.id,
    );
    expect(foreignIds.statusCode).toBe(404);

    // Another author's draft is out of a moderator's reach: the whole change is refused.
    const othersDraft = await w.createExercise({}, w.author2);
    const mixed = await setFlag(
      w.moderator,
      [ours.id, othersDraft.id],
      'is_ready_for_generation',
      true,
    );
    expect(mixed.statusCode).toBe(404);
    expect(await readFlags(ours.id)).toEqual({ ready: false, excluded: false });
  });
});

describe('a run that makes nothing says why', () => {
  it('counts the microblocks it passed over by reason, keeps them with the run and lists exactly those', async () => {
    // Earlier tests left accepted microblocks too: "Flags one" ready, the others not ready.
    const notReady = await createAccepted('Skip not ready');
    const excluded = await createAccepted('Skip excluded');
    await setFlag(w.moderator, [excluded.id], 'is_excluded_from_generation', true);
    const waiting = await w.createExercise({
      title: 'Skip waiting',
      status_id: EXERCISE_STATUS.moderation,
    });
    await w.createExercise({ title: 'Skip draft' });

    const notReadyIds = await listIds('not_ready');
    expect(notReadyIds).toContain(notReady.id);
    expect(await listIds('excluded')).toEqual([excluded.id]);
    // Drafts are their authors' own: never counted, never listed.
    expect(await listIds('not_accepted')).toEqual([waiting.id]);

    // No theme is ready: the ready microblock waits for one.
    const idle = await runGenerator('generate');
    expect(idle).toMatchObject({ state: 'done', total: 0, done: 0 });
    expect(idle.skipped).toEqual([
      { reason: 'not_accepted', count: 1 },
      { reason: 'excluded', count: 1 },
      { reason: 'not_ready', count: notReadyIds.length },
      { reason: 'no_ready_theme', count: 1 },
    ]);

    // A ready theme: the ready microblock gets its version; the others are still explained.
    const theme = await createReadyTheme('Skip ocean');
    const made = await runGenerator('generate', { theme_id: theme.id });
    expect(made).toMatchObject({ state: 'done', total: 1, done: 1, failed: 0 });
    expect(made.skipped).toEqual([
      { reason: 'not_accepted', count: 1 },
      { reason: 'excluded', count: 1 },
      { reason: 'not_ready', count: notReadyIds.length },
    ]);

    const again = await runGenerator('only-new');
    expect(again).toMatchObject({ total: 0 });
    expect(again.skipped).toContainEqual({ reason: 'already_made', count: 1 });
    expect((await runGenerator('refresh')).skipped).toContainEqual({
      reason: 'already_made',
      count: 1,
    });
    expect((await runGenerator('refresh-for-reports')).skipped).toContainEqual({
      reason: 'not_reported',
      count: 1,
    });

    // Marking one ready moves it from "not ready" to the work of the next run.
    await setFlag(w.moderator, [notReady.id], 'is_ready_for_generation', true);
    expect(await listIds('not_ready')).not.toContain(notReady.id);
    const next = await runGenerator('generate');
    expect(next).toMatchObject({ total: 1, done: 1 });
    expect(next.skipped).toContainEqual({ reason: 'not_ready', count: notReadyIds.length - 1 });
    expect(next.skipped).toContainEqual({ reason: 'already_made', count: 1 });

    // A delete run has nothing to skip.
    expect((await runGenerator('delete')).skipped).toBeNull();
  });

  it('the list filter is the moderators’ and the workspace’s own', async () => {
    const foreign = await w.call(
      w.stranger,
      'GET',
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&skip_reason=not_ready`,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await w.call(
      w.moderator,
      'GET',
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&skip_reason=already_made`,
    );
    expect(unknown.statusCode).toBe(400);
  });
});
