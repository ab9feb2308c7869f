import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { ExerciseWorld } from './exercise-world.ts';
import { bearer } from './factories.ts';
import { buildMultipart } from './multipart.ts';

/**
 * Generation as the tests drive it: root's assets, the moderator's ready themes, and runs
 * processed in place (no worker), read back as the runs list answers them.
 */
export function createGenerationWorld(t: TestApp, w: ExerciseWorld, root: { token: string }) {
  async function uploadAsset(type: string, name: string, data: Buffer): Promise<number> {
    const body = buildMultipart({ type, name }, { name: `${name}.png`, type: 'image/png', data });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...bearer(root.token), ...body.headers },
      payload: body.payload,
    });
    return response.json().data.id;
  }

  async function createReadyTheme(name: string, assetIds: number[]) {
    const theme = (
      await w.call(w.moderator, 'POST', '/api/themes', {
        workspace_id: w.workspace.id,
        name,
        genders: ['boy', 'girl'],
        min_age: 4,
        max_age: 9,
      })
    ).json().data;
    await w.call(w.moderator, 'PUT', `/api/themes/${theme.id}/assets`, {
      workspace_id: w.workspace.id,
      asset_ids: assetIds,
    });
    await w.call(w.moderator, 'POST', '/api/themes/toggle-ready', {
      workspace_id: w.workspace.id,
      ids: [theme.id],
      is_ready: true,
    });
    return theme;
  }

  /** `kind` with its scope, e.g. `generate/by-workspace`; a theme run names `theme_id`. */
  async function runGenerator(kind: string, body: Record<string, unknown> = {}) {
    const started = await w.call(w.moderator, 'POST', `/api/generator/${kind}`, {
      workspace_id: w.workspace.id,
      ...body,
    });
    expect(started.statusCode).toBe(200);
    await t.app.services.generation.processRun(started.json().data.id);
    const runs = (
      await w.call(w.moderator, 'GET', `/api/generator?workspace_id=${w.workspace.id}`)
    ).json().data;
    return runs.find((run: { id: number }) => run.id === started.json().data.id);
  }

  return { uploadAsset, createReadyTheme, runGenerator };
}

export type GenerationWorld = ReturnType<typeof createGenerationWorld>;
