import fs from 'node:fs/promises';
import path from 'node:path';
import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createGenerationWorld, type GenerationWorld } from '../../../test/generation-world.ts';
import { buildPng } from '../../../test/images.ts';
import { buildDeck, editDeckXml } from '../../../test/pptx-fixtures.ts';
import { exercises, generationRuns, uploads } from '../../db/schema/index.ts';
import { createFileStore } from '../../lib/files.ts';
import { createJobQueue } from '../../lib/jobs.ts';
import { inspectPptx } from '../../lib/pptx/inspect-pptx.ts';
import { applyTheme, type ThemeArt } from '../../lib/pptx/theme-deck.ts';
import { createGenerationService } from './generation.service.ts';

let t: TestApp;
let w: ExerciseWorld;
let uploadAsset: GenerationWorld['uploadAsset'];
let createReadyTheme: GenerationWorld['createReadyTheme'];
let runGenerator: GenerationWorld['runGenerator'];
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
  const user = await createUser(t.db, { isRoot: true });
  ({ uploadAsset, createReadyTheme, runGenerator } = createGenerationWorld(t, w, {
    token: await createToken(t.db, user.id),
  }));
});
afterAll(() => t.close());

const png = (colour: string, width = 60, height = 40) => buildPng(colour, width, height);

/** An accepted, ready-for-generation microblock, with its own deck when one is given. */
async function createSource(title: string, deck?: Buffer) {
  const created = await w.createExercise({
    title,
    status_id: EXERCISE_STATUS.moderation,
    ...(deck ? { presentation_id: await w.uploadDeck(w.author, deck) } : {}),
  });
  const response = await w.call(
    w.moderator,
    'PUT',
    `/api/exercises/${created.id}?role_id=${ROLE.moderator}`,
    {
      workspace_id: w.workspace.id,
      title,
      category_id: w.category.id,
      description: '',
      comment: '',
      instruction: '',
      presentation_id: created.presentation.id,
      tag_ids: created.tags.map((tag: { id: number }) => tag.id),
      is_ready_for_generation: true,
      status_id: EXERCISE_STATUS.accepted,
    },
  );
  return response.json().data;
}

const countGenerated = async () =>
  (
    await t.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.workspaceId, w.workspace.id), isNotNull(exercises.sourceId)))
  ).length;

describe('themed generation', () => {
  let jungle: { id: number };
  let space: { id: number };
  let sources: { id: number; title: string }[];

  it('makes one version per ready source and ready theme, read-only, with the theme on its slides', async () => {
    const green = await uploadAsset('background', 'Jungle', await png('#00aa00'));
    const monkey = await uploadAsset('character', 'Monkey', await png('#aa5500', 30, 60));
    const black = await uploadAsset('background', 'Space', await png('#000022'));
    const robot = await uploadAsset('character', 'Robot', await png('#cccccc', 30, 60));
    jungle = await createReadyTheme('Jungle', [green, monkey]);
    space = await createReadyTheme('Space', [black, robot]);
    sources = [await createSource('Tiger roars'), await createSource('Lion sings')];
    // Not ready for generation: never themed.
    await w.createExercise({ title: 'Just a draft' });

    const run = await runGenerator('generate/by-workspace');
    expect(run).toMatchObject({ state: 'done', total: 4, done: 4, failed: 0 });
    expect(await countGenerated()).toBe(4);

    const list = (
      await w.call(
        w.moderator,
        'GET',
        `/api/exercises/generated?workspace_id=${w.workspace.id}&theme_id=${jungle.id}`,
      )
    ).json();
    expect(list.meta).toMatchObject({ total: 2, totalIsAtLeast: false });
    expect(list.data.map((e: { title: string }) => e.title).sort()).toEqual([
      'Lion sings',
      'Tiger roars',
    ]);
    const version = (
      await w.call(w.moderator, 'GET', `/api/exercises/generated/${list.data[0].id}`)
    ).json().data;
    expect(version).toMatchObject({
      status_id: EXERCISE_STATUS.accepted,
      is_read_only: true,
      interests: [{ id: jungle.id }],
    });
    const deck = await t.app.inject({ url: version.presentation.url });
    const slides = (await inspectPptx(deck.rawPayload)).slides;
    expect(slides.every((slide) => slide.hasOwnBackground)).toBe(true);

    // The library lists only what people made.
    const library = (
      await w.call(
        w.moderator,
        'GET',
        `/api/exercises?workspace_id=${w.workspace.id}&role_id=${ROLE.moderator}&pageSize=100`,
      )
    ).json();
    expect(library.data.some((e: { id: number }) => e.id === version.id)).toBe(false);

    const statsResponse = await w.call(
      w.moderator,
      'GET',
      `/api/generator/general-stats?workspace_id=${w.workspace.id}`,
    );
    const stats = statsResponse.json().data;
    expect(stats).toEqual({ ready_themes: 2, ready_sources: 2, generated: 4, pending: 0 });
  });

  it('is idempotent: running again makes nothing; only-new makes only the missing', async () => {
    expect(await runGenerator('generate/by-workspace')).toMatchObject({ total: 0, done: 0 });
    sources.push(await createSource('Bear growls'));
    expect(await runGenerator('only-new/by-theme', { theme_id: space.id })).toMatchObject({
      total: 1,
      done: 1,
    });
    expect(await countGenerated()).toBe(5);
  });

  it('refresh remakes what changed: a theme given another character', async () => {
    const cat = await uploadAsset('character', 'Cat', await png('#ff8800', 30, 60));
    const current = (
      await w.call(
        w.moderator,
        'GET',
        `/api/themes/${jungle.id}/assets?workspace_id=${w.workspace.id}`,
      )
    ).json().data;
    await w.call(w.moderator, 'PUT', `/api/themes/${jungle.id}/assets`, {
      workspace_id: w.workspace.id,
      asset_ids: [...current, cat],
    });
    expect(await runGenerator('refresh/by-workspace')).toMatchObject({ total: 2, done: 2 });
    expect(await countGenerated()).toBe(5);
  });

  it('a run cut short by a dying process is taken over once its heartbeat is stale, without duplicates or half rows', async () => {
    const before = await countGenerated();
    let calls = 0;
    // A process that themes one deck, then never finishes the next (it died mid-way).
    const dying = createGenerationService({
      db: t.db,
      files: createFileStore(t.config.filesDir),
      jobs: createJobQueue({ pool: t.db.$client, onError: () => {} }),
      renderTheme: async (deck: Uint8Array, art: ThemeArt, seed: string) => {
        calls += 1;
        if (calls > 1) return new Promise<Uint8Array>(() => {});
        return applyTheme(deck, art, { seed });
      },
      onDeckStored: async () => {},
    });
    const run = (
      await w.call(w.moderator, 'POST', '/api/generator/delete/by-theme', {
        workspace_id: w.workspace.id,
        theme_id: space.id,
      })
    ).json().data;
    await t.app.services.generation.processRun(run.id);
    expect(await countGenerated()).toBe(before - sources.length);

    const regenerate = (
      await w.call(w.moderator, 'POST', '/api/generator/generate/by-theme', {
        workspace_id: w.workspace.id,
        theme_id: space.id,
      })
    ).json().data;
    void dying.processRun(regenerate.id);
    // The dying process themes its one deck, then hangs on the next.
    await vi.waitFor(async () => expect(await countGenerated()).toBe(before - sources.length + 1), {
      timeout: 20_000,
      interval: 50,
    });
    await vi.waitFor(() => expect(calls).toBe(2), { timeout: 20_000, interval: 20 });

    // While the other process still beats, this one leaves the run alone.
    await t.app.services.generation.processRun(regenerate.id);
    expect(await countGenerated()).toBe(before - sources.length + 1);
    // Its heartbeat goes stale (the process died a while ago): the run is taken over.
    await t.db
      .update(generationRuns)
      .set({ heartbeatAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(generationRuns.id, regenerate.id));
    await t.app.services.generation.processRun(regenerate.id);
    expect(await countGenerated()).toBe(before);
    const runs = (
      await w.call(w.moderator, 'GET', `/api/generator?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(runs.find((r: { id: number }) => r.id === regenerate.id)).toMatchObject({
      state: 'done',
      done: sources.length,
    });
  });

  it('a cancelled run stops; foreign workspaces and authors cannot start one', async () => {
    const run = (
      await w.call(w.moderator, 'POST', '/api/generator/delete/by-workspace', {
        workspace_id: w.workspace.id,
      })
    ).json().data;
    const cancelled = (await w.call(w.moderator, 'POST', `/api/generator/${run.id}/cancel`)).json()
      .data;
    expect(cancelled.state).toBe('cancelled');
    await t.app.services.generation.processRun(run.id);
    expect(await countGenerated()).toBeGreaterThan(0);
    expect(
      (
        await w.call(w.author, 'POST', '/api/generator/generate/by-workspace', {
          workspace_id: w.workspace.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.call(w.stranger, 'POST', '/api/generator/generate/by-workspace', {
          workspace_id: w.workspace.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await w.call(w.stranger, 'POST', `/api/generator/${run.id}/cancel`)).statusCode).toBe(
      404,
    );
  });

  it('check-generate says why a microblock gets no versions and which are missing', async () => {
    const check = async (id: number) =>
      (await w.call(w.moderator, 'POST', `/api/exercises/${id}/check-generate`)).json().data;
    const draft = await w.createExercise({ title: 'Not yet' });
    expect(await check(draft.id)).toEqual({
      can_generate: false,
      reasons: ['not_accepted', 'not_ready'],
      missing_theme_ids: [],
    });
    const fresh = await createSource('Wolf howls');
    expect(await check(fresh.id)).toMatchObject({ can_generate: true });
    expect((await check(fresh.id)).missing_theme_ids.sort()).toEqual([jungle.id, space.id].sort());
    expect(
      (await w.call(w.stranger, 'POST', `/api/exercises/${fresh.id}/check-generate`)).statusCode,
    ).toBe(404);
  });

  it('check-generate-presentation tells, slide by slide, where a character finds room', async () => {
    const deck = await buildDeck({
      slides: [{ title: 'Only a title' }, { title: 'Coloured', background: 'FFCC00' }],
    });
    const uploadId = await w.uploadDeck(w.author, deck);
    const answer = await w.call(w.author, 'POST', '/api/check-generate-presentation', {
      workspace_id: w.workspace.id,
      upload_id: uploadId,
    });
    expect(answer.json().data).toEqual({
      slide_count: 2,
      slides_with_room: 2,
      slides: [
        { index: 1, has_room: true, has_own_background: false },
        { index: 2, has_room: true, has_own_background: true },
      ],
    });
    const foreign = await w.call(w.stranger, 'POST', '/api/check-generate-presentation', {
      workspace_id: w.other.id,
      upload_id: uploadId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('themed versions are toggled editable in bulk and deleted one by one', async () => {
    const list = (
      await w.call(
        w.moderator,
        'GET',
        `/api/exercises/generated?workspace_id=${w.workspace.id}&theme_id=${jungle.id}`,
      )
    ).json().data;
    const ids = list.map((e: { id: number }) => e.id);
    const toggled = await w.call(w.moderator, 'POST', '/api/exercises/generated/bulk/toggle', {
      workspace_id: w.workspace.id,
      ids,
      is_read_only: false,
    });
    expect(toggled.json().data.count).toBe(ids.length);
    expect(
      (await w.call(w.moderator, 'DELETE', `/api/exercises/generated/${ids[0]}`)).statusCode,
    ).toBe(200);
    expect(
      (await w.call(w.moderator, 'DELETE', `/api/exercises/generated/${sources[0]?.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('records why a version failed, and the theme counts it', async () => {
    const broken = await createSource('Broken deck');
    const [upload] = await t.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(eq(uploads.exerciseId, broken.id));
    await fs.rm(path.join(t.config.filesDir, 'decks', upload?.fileName ?? ''));
    const run = await runGenerator('only-new/by-theme', { theme_id: jungle.id });
    expect(run).toMatchObject({ state: 'done', failed: 1 });
    expect(run.failures).toEqual([
      { exercise_id: broken.id, theme_id: jungle.id, reason: 'the source deck file is missing' },
    ]);
    const themes = (
      await w.call(w.moderator, 'GET', `/api/themes?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(themes.find((x: { id: number }) => x.id === jungle.id).stats.failed).toBe(1);

    // The deck is back: refresh-for-reports remakes what the report listed, and only that.
    const deck = await buildDeck({ slides: [{ title: 'Fixed', text: 'Back again' }] });
    await fs.writeFile(path.join(t.config.filesDir, 'decks', upload?.fileName ?? ''), deck);
    const before = await countGenerated();
    const retry = await runGenerator('refresh-for-reports/by-theme', { theme_id: jungle.id });
    expect(retry).toMatchObject({ state: 'done', total: 1, done: 1, failed: 0 });
    expect(await countGenerated()).toBe(before + 1);
    const [version] = await t.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.sourceId, broken.id), eq(exercises.themeId, jungle.id)));
    expect(version).toBeDefined();
    // Nothing left in the report: another run has nothing to do.
    expect(
      await runGenerator('refresh-for-reports/by-theme', { theme_id: jungle.id }),
    ).toMatchObject({
      state: 'done',
      total: 0,
    });
  });

  it('fails a version whose theme background stays hidden under full-slide art on every slide', async () => {
    const cover =
      '<p:sp><p:nvSpPr><p:cNvPr id="90" name="Photo frame"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>' +
      '<p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="9144000" cy="5143500"/></a:xfrm>' +
      '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="333333"/></a:solidFill></p:spPr></p:sp>';
    const covered = await editDeckXml(await buildDeck({ slides: [{ title: 'Covered' }] }), {
      'ppt/slides/slide1.xml': (xml) => xml.replace(/(<\/p:grpSpPr>)/, `$1${cover}`),
    });
    const source = await createSource('Covered deck', covered);
    const run = await runGenerator('only-new/by-theme', { theme_id: jungle.id });
    expect(run).toMatchObject({ state: 'done', failed: 1 });
    expect(run.failures).toContainEqual({
      exercise_id: source.id,
      theme_id: jungle.id,
      reason: 'the theme background is hidden under full-slide art on every slide',
    });
  });
});
