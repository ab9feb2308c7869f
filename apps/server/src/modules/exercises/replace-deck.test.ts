import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { buildDeck } from '../../../test/pptx-fixtures.ts';
import { exerciseStatusChanges, exercises, uploads } from '../../db/schema/index.ts';

const { accepted, moderation } = EXERCISE_STATUS;
const MODERATOR = ROLE.moderator;

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

const fixedDeck = () =>
  buildDeck({
    slides: [
      { title: 'Warm-up', text: 'Say rrr like a tiger' },
      { title: 'Words', text: 'rabbit, river, rocket, raccoon' },
      { title: 'Goodbye', text: 'Roar!' },
    ],
  });

/** An accepted microblock, made by a moderator as the library's are. */
const createAccepted = () => w.createExercise({ status_id: accepted }, w.moderator, MODERATOR);

const replace = (
  as: { token: string },
  exerciseId: number,
  body: Record<string, unknown>,
  lang = 'en',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/exercises/${exerciseId}/deck`,
    headers: { authorization: `Bearer ${as.token}`, lang },
    payload: body,
  });

/** What a refusal must leave as it was: the microblock row and every upload row. */
async function snapshot(exerciseId: number) {
  const [row] = await t.db.select().from(exercises).where(eq(exercises.id, exerciseId));
  return { row, uploads: await t.db.select().from(uploads).orderBy(uploads.id) };
}

describe('replacing the deck of an accepted microblock', () => {
  it('puts the new slides in place; the microblock stays accepted with its history', async () => {
    const exercise = await createAccepted();
    const oldDeckId: number = exercise.presentation.id;
    const newDeckId = await w.uploadDeck(w.moderator, await fixedDeck());

    const response = await replace(w.moderator, exercise.id, {
      workspace_id: w.workspace.id,
      presentation_id: newDeckId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json().data;
    expect(replaced).toMatchObject({
      id: exercise.id,
      status_id: accepted,
      title: exercise.title,
      slide_count: 3,
      presentation: { id: newDeckId },
    });
    expect(replaced.presentation.slides.map((s: { title: string }) => s.title)).toEqual([
      'Warm-up',
      'Words',
      'Goodbye',
    ]);
    // No decision was made: nothing joins the status history (nor the dashboard's acceptances).
    expect(replaced.history).toEqual(exercise.history);
    const changes = await t.db
      .select()
      .from(exerciseStatusChanges)
      .where(eq(exerciseStatusChanges.exerciseId, exercise.id));
    expect(changes).toHaveLength(1);
    // The old deck's row (and its slides) is gone; the new one belongs to the microblock.
    const rows = await t.db
      .select({ id: uploads.id, exerciseId: uploads.exerciseId })
      .from(uploads)
      .where(inArray(uploads.id, [oldDeckId, newDeckId]));
    expect(rows).toEqual([{ id: newDeckId, exerciseId: exercise.id }]);
    // The list's search reads the new slides.
    const found = await w.call(
      w.moderator,
      'GET',
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&status=${accepted}&term=raccoon`,
    );
    expect(found.json().data.map((e: { id: number }) => e.id)).toEqual([exercise.id]);

    // Sending the deck it already has changes nothing and succeeds.
    const again = await replace(w.moderator, exercise.id, {
      workspace_id: w.workspace.id,
      presentation_id: newDeckId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.presentation.id).toBe(newDeckId);
  });

  it('refuses a microblock that is not accepted, and a themed version, in the caller language', async () => {
    const waiting = await w.createExercise({ status_id: moderation });
    const deckId = await w.uploadDeck(w.moderator);
    const before = await snapshot(waiting.id);
    const refused = await replace(
      w.moderator,
      waiting.id,
      { workspace_id: w.workspace.id, presentation_id: deckId },
      'pl',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DECK_NOT_REPLACEABLE',
      message:
        'Tutaj można zastąpić tylko prezentację zaakceptowanego mikrobloku, a nie wersji tematycznej',
    });
    expect(await snapshot(waiting.id)).toEqual(before);

    const source = await createAccepted();
    const versionDeckId = await w.uploadDeck(w.moderator);
    const [version] = await t.db
      .insert(exercises)
      .values({
        workspaceId: w.workspace.id,
        categoryId: source.category_id,
        authorId: w.moderator.id,
        presentationId: versionDeckId,
        sourceId: source.id,
        themeId: w.interests.dinosaurs.id,
        title: source.title,
        statusId: accepted,
        language: 'ru',
        isReadOnly: true,
      })
      .returning();
    if (!version) throw new Error('version insert failed');
    const onVersion = await replace(w.moderator, version.id, {
      workspace_id: w.workspace.id,
      presentation_id: deckId,
    });
    expect(onVersion.statusCode).toBe(409);
    expect(onVersion.json().code).toBe('DECK_NOT_REPLACEABLE');
  });

  it('takes only an unattached presentation uploaded to the same project', async () => {
    const exercise = await createAccepted();
    const other = await createAccepted();
    const image = await w.upload(
      w.moderator,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      ),
      { kind: 'image', name: 'dot.png' },
    );
    expect(image.statusCode, image.body).toBe(200);
    const strangersDeck = await w.upload(w.stranger, await fixedDeck(), {
      workspaceId: w.other.id,
    });
    expect(strangersDeck.statusCode).toBe(200);
    const before = await snapshot(exercise.id);
    const cases: [string, unknown][] = [
      ['an image', image.json().data.id],
      ["another project's deck", strangersDeck.json().data.id],
      ["another microblock's deck", other.presentation.id],
      ['no deck', null],
      ['a missing upload', 2_000_000_000],
    ];
    for (const [name, presentationId] of cases) {
      const response = await replace(w.moderator, exercise.id, {
        workspace_id: w.workspace.id,
        presentation_id: presentationId,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().details.fields, name).toEqual([
        { path: 'presentation_id', message: 'Upload a .pptx presentation' },
      ]);
    }
    expect(await snapshot(exercise.id)).toEqual(before);
  });

  it('is for moderators of the microblock’s project: others get 403 or 404', async () => {
    const exercise = await createAccepted();
    const deckId = await w.uploadDeck(w.author);
    const before = await snapshot(exercise.id);
    const body = { workspace_id: w.workspace.id, presentation_id: deckId };
    expect((await replace(w.author, exercise.id, body)).statusCode).toBe(403);
    expect((await replace(w.teacher, exercise.id, body)).statusCode).toBe(403);
    // A moderator of another project: the project named is not theirs, nor is the microblock.
    expect((await replace(w.stranger, exercise.id, body)).statusCode).toBe(404);
    expect(
      (await replace(w.stranger, exercise.id, { ...body, workspace_id: w.other.id })).statusCode,
    ).toBe(404);
    expect((await replace(w.moderator, 2_000_000_000, body)).statusCode).toBe(404);
    expect(await snapshot(exercise.id)).toEqual(before);
  });
});
