import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { bearer, createToken, createUser } from '../../../test/factories.ts';
import { buildPng } from '../../../test/images.ts';
import { buildMultipart } from '../../../test/multipart.ts';

let t: TestApp;
let w: ExerciseWorld;
let root: { token: string };
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
  const user = await createUser(t.db, { isRoot: true });
  root = { token: await createToken(t.db, user.id) };
});
afterAll(() => t.close());

const theme = (overrides: Record<string, unknown> = {}) => ({
  workspace_id: w.workspace.id,
  name: `Space ${Math.random().toString(36).slice(2, 7)}`,
  genders: ['boy', 'girl'],
  min_age: 4,
  max_age: 8,
  ...overrides,
});

const uploadAsset = (fields: Record<string, string>, file: { name: string; data: Buffer }) => {
  const body = buildMultipart(fields, { ...file, type: 'application/octet-stream' });
  return t.app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: { ...bearer(root.token), ...body.headers, lang: 'en' },
    payload: body.payload,
  });
};

const png = (width: number, height: number, colour = '#3366ff') => buildPng(colour, width, height);

describe('interests (themes)', () => {
  it('checks ages both ways and genders with the spec messages, and unique names', async () => {
    const ages = await w.call(
      w.moderator,
      'POST',
      '/api/themes',
      theme({ min_age: 9, max_age: 5 }),
    );
    expect(ages.statusCode).toBe(400);
    expect(ages.json().details.fields).toEqual([
      { path: 'min_age', message: 'Age "from" cannot exceed age "to"' },
      { path: 'max_age', message: 'Age "to" cannot be below age "from"' },
    ]);
    const genders = await w.call(w.moderator, 'POST', '/api/themes', theme({ genders: [] }));
    expect(genders.json().details.fields).toEqual([
      { path: 'genders', message: 'Choose at least one gender' },
    ]);
    await w.call(w.moderator, 'POST', '/api/themes', theme({ name: 'Pirates' }));
    const taken = await w.call(w.moderator, 'POST', '/api/themes', theme({ name: 'PIRATES' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An interest with this name already exists');
    expect((await w.call(w.author, 'POST', '/api/themes', theme())).statusCode).toBe(403);
  });

  it('counts microblocks still to theme, toggles ready in bulk, all or nothing', async () => {
    const created = (await w.call(w.moderator, 'POST', '/api/themes', theme())).json().data;
    expect(created).toMatchObject({ is_ready: false, is_own: true, type: 'general' });
    const ready = await w.createExercise({ status_id: EXERCISE_STATUS.moderation }, w.author);
    const current = (
      await w.call(w.moderator, 'GET', `/api/exercises/${ready.id}?role_id=${ROLE.moderator}`)
    ).json().data;
    await w.call(w.moderator, 'PUT', `/api/exercises/${ready.id}?role_id=${ROLE.moderator}`, {
      workspace_id: w.workspace.id,
      title: current.title,
      category_id: current.category_id,
      description: '',
      comment: '',
      instruction: '',
      presentation_id: current.presentation.id,
      tag_ids: current.tags.map((tag: { id: number }) => tag.id),
      is_ready_for_generation: true,
      status_id: EXERCISE_STATUS.accepted,
    });
    const listed = (
      await w.call(w.moderator, 'GET', `/api/themes?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(listed.find((x: { id: number }) => x.id === created.id).stats).toEqual({
      generated: 0,
      pending: 1,
      failed: 0,
    });

    const foreign = (
      await w.call(w.stranger, 'POST', '/api/themes', theme({ workspace_id: w.other.id }))
    ).json().data;
    const refused = await w.call(w.moderator, 'POST', '/api/themes/toggle-ready', {
      workspace_id: w.workspace.id,
      ids: [created.id, foreign.id],
      is_ready: true,
    });
    expect(refused.statusCode).toBe(404);
    const done = await w.call(w.moderator, 'POST', '/api/themes/toggle-ready', {
      workspace_id: w.workspace.id,
      ids: [created.id],
      is_ready: true,
    });
    expect(done.json().data.count).toBe(1);
  });

  it('a shared theme shows in the other workspace, usable there, changed only by its owner', async () => {
    const both = await createUser(t.db, {
      assignments: [
        { workspaceId: w.workspace.id, roles: [ROLE.moderator] },
        { workspaceId: w.other.id, roles: [ROLE.moderator] },
      ],
    });
    const as = { token: await createToken(t.db, both.id) };
    const shared = (
      await w.call(
        as,
        'POST',
        '/api/themes',
        theme({ name: 'Shared ocean', shared_workspace_ids: [w.other.id] }),
      )
    ).json().data;
    const seen = (await w.call(w.stranger, 'GET', `/api/themes?workspace_id=${w.other.id}`)).json()
      .data;
    expect(seen.find((x: { id: number }) => x.id === shared.id)).toMatchObject({ is_own: false });
    const change = await w.call(
      w.stranger,
      'PUT',
      `/api/themes/${shared.id}`,
      theme({ workspace_id: w.other.id }),
    );
    expect(change.statusCode).toBe(403);
    // Sharing only into workspaces the moderator moderates.
    const bad = await w.call(
      w.moderator,
      'POST',
      '/api/themes',
      theme({ shared_workspace_ids: [w.other.id] }),
    );
    expect(bad.json().details.fields[0].path).toBe('shared_workspace_ids');
  });
});

describe('asset library', () => {
  it('root uploads pictures (kept as PNG) and sounds; bad files get a reason; moderators pick for a theme', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f0' } })
      .jpeg()
      .toBuffer();
    const background = await uploadAsset(
      { type: 'background', name: 'Meadow' },
      { name: 'm.jpg', data: jpeg },
    );
    expect(background.statusCode).toBe(200);
    expect(background.json().data).toMatchObject({
      type: 'background',
      mime: 'image/png',
      width: 40,
      height: 30,
    });
    const file = await t.app.inject({ url: background.json().data.url });
    expect(file.headers['content-type']).toBe('image/png');

    const notPicture = await uploadAsset(
      { type: 'character', name: 'Bad' },
      { name: 'x.png', data: Buffer.from('text') },
    );
    expect(notPicture.statusCode).toBe(415);
    const huge = await uploadAsset(
      { type: 'character', name: 'Huge' },
      { name: 'h.png', data: await png(8000, 6000) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is too large: at most 10 MB and 40 megapixels');
    const noName = await uploadAsset(
      { type: 'prop', name: '' },
      { name: 'p.png', data: await png(10, 10) },
    );
    expect(noName.json().details.fields[0].path).toBe('name');
    expect((await w.call(w.moderator, 'POST', '/api/assets', {})).statusCode).toBe(403);

    const character = (
      await uploadAsset(
        { type: 'character', name: 'Robot' },
        { name: 'r.png', data: await png(20, 40) },
      )
    ).json().data;
    const mine = (await w.call(w.moderator, 'POST', '/api/themes', theme())).json().data;
    const set = await w.call(w.moderator, 'PUT', `/api/themes/${mine.id}/assets`, {
      workspace_id: w.workspace.id,
      asset_ids: [background.json().data.id, character.id],
    });
    expect(set.json().data).toHaveLength(2);
    const byTheme = (
      await w.call(
        w.author,
        'GET',
        `/api/by-theme?workspace_id=${w.workspace.id}&theme_id=${mine.id}`,
      )
    ).json().data;
    expect(byTheme.map((a: { name: string }) => a.name).sort()).toEqual(['Meadow', 'Robot']);

    // In use: deleting needs a confirmation, then the theme loses it.
    const refused = await w.call(root, 'DELETE', `/api/assets/${character.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Themes use this file (1): confirm the deletion and they lose it',
    );
    expect(
      (await w.call(root, 'DELETE', `/api/assets/${character.id}?force=true`)).statusCode,
    ).toBe(200);
    const left = (
      await w.call(
        w.moderator,
        'GET',
        `/api/themes/${mine.id}/assets?workspace_id=${w.workspace.id}`,
      )
    ).json().data;
    expect(left).toEqual([background.json().data.id]);

    const download = await w.call(
      root,
      'GET',
      `/api/file/download?asset_id=${background.json().data.id}`,
    );
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Meadow.png");
    expect(download.headers['cache-control']).toBe('no-store');
  });
});

describe('tags screen', () => {
  it('lists usage, renames, merges into one and deletes only unused tags', async () => {
    const a = await w.createExercise({ new_tags: ['rr-sound'] });
    const b = await w.createExercise({ new_tags: ['r sound'] });
    const tagOf = (exercise: { tags: { id: number; name: string }[] }, name: string) =>
      exercise.tags.find((tag) => tag.name === name)?.id as number;
    const usage = (
      await w.call(w.moderator, 'GET', `/api/tags/usage?workspace_id=${w.workspace.id}&term=sound`)
    ).json();
    expect(usage.data.find((x: { name: string }) => x.name === 'rr-sound').exercise_count).toBe(1);

    const taken = await w.call(w.moderator, 'PUT', `/api/tags/${tagOf(a, 'rr-sound')}`, {
      workspace_id: w.workspace.id,
      name: 'R SOUND',
    });
    expect(taken.statusCode).toBe(409);
    const used = await w.call(
      w.moderator,
      'DELETE',
      `/api/tags/${tagOf(a, 'rr-sound')}?workspace_id=${w.workspace.id}`,
    );
    expect(used.json().message).toBe(
      'Microblocks use this tag (1): merge it into another instead of deleting it',
    );

    await w.call(w.moderator, 'POST', '/api/tags/merge', {
      workspace_id: w.workspace.id,
      source_ids: [tagOf(a, 'rr-sound')],
      target_id: tagOf(b, 'r sound'),
    });
    const merged = (
      await w.call(w.author, 'GET', `/api/exercises/${a.id}?role_id=${ROLE.author}`)
    ).json().data;
    expect(merged.tags.map((tag: { name: string }) => tag.name)).toContain('r sound');
    expect(merged.tags.map((tag: { name: string }) => tag.name)).not.toContain('rr-sound');

    const lonely = (
      await w.call(w.author, 'POST', '/api/tags', {
        workspace_id: w.workspace.id,
        name: 'unused one',
      })
    ).json().data;
    expect(
      (await w.call(w.moderator, 'DELETE', `/api/tags/${lonely.id}?workspace_id=${w.workspace.id}`))
        .statusCode,
    ).toBe(200);
  });
});
