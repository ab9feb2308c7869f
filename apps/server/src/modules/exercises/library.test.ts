import { EXERCISE_STATUS } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { buildPng } from '../../../test/images.ts';

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

describe('library-wide reads', () => {
  it('/medias lists the pictures attached to microblocks, with their microblock', async () => {
    const picture = await w.upload(w.author, await buildPng('#1971c2', 30, 20), {
      kind: 'image',
      name: 'tiger.png',
      type: 'image/png',
    });
    const made = await w.createExercise({ image_ids: [picture.json().data.id] });
    const media = await w.call(
      w.moderator,
      'GET',
      `/api/medias?workspace_id=${w.workspace.id}&kind=image`,
    );
    expect(media.statusCode).toBe(200);
    expect(media.json().data).toEqual([
      expect.objectContaining({
        kind: 'image',
        name: 'tiger.png',
        exercise: { id: made.id, title: made.title },
      }),
    ]);
    const audio = await w.call(
      w.moderator,
      'GET',
      `/api/medias?workspace_id=${w.workspace.id}&kind=audio`,
    );
    expect(audio.json().meta.total).toBe(0);
    expect(
      (await w.call(w.author, 'GET', `/api/medias?workspace_id=${w.workspace.id}`)).statusCode,
    ).toBe(403);
  });

  it('/contents finds slides of accepted microblocks by their words, not drafts', async () => {
    const draft = await w.createExercise({ title: 'Draft tiger' });
    const accepted = await w.createExercise({ title: 'Accepted tiger' });
    await t.db.execute(
      sql`update exercises set status_id = ${EXERCISE_STATUS.accepted} where id = ${accepted.id}`,
    );
    const hits = await w.call(
      w.teacher,
      'GET',
      `/api/contents?workspace_id=${w.workspace.id}&term=TIGER`,
    );
    expect(hits.statusCode).toBe(200);
    const found = hits.json().data as {
      exercise: { id: number };
      slide: { index: number; text: string };
    }[];
    expect(found.map((hit) => hit.exercise.id)).toEqual([accepted.id]);
    expect(found[0]?.slide).toMatchObject({ index: 1, title: expect.stringMatching(/^Warm-up/) });
    expect(found[0]?.slide.text).toContain('Say rrr like a tiger');
    expect(found.some((hit) => hit.exercise.id === draft.id)).toBe(false);
    const tooShort = await w.call(
      w.teacher,
      'GET',
      `/api/contents?workspace_id=${w.workspace.id}&term=t`,
    );
    expect(tooShort.statusCode).toBe(400);
  });
});
