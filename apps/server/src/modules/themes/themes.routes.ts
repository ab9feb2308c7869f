import {
  ASSET_SOUND_MAX_BYTES,
  AssetDeleteQuerySchema,
  AssetRenameSchema,
  AssetSchema,
  AssetsQuerySchema,
  AssetUploadFieldsSchema,
  CountSchema,
  dataOf,
  IdSchema,
  IMAGE_MAX_PIXELS,
  OkSchema,
  pageOf,
  ROLE,
  ThemeAssetsInputSchema,
  ThemeInputSchema,
  ThemeSchema,
  ThemeToggleReadySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartFields } from '../../lib/multipart-fields.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const readers = [ROLE.moderator, ROLE.author, ROLE.teacher] as const;
const moderators = [ROLE.moderator] as const;
const tags = ['themes'];
const IdParams = z.object({ id: IdSchema });

/** Interests (themes) per workspace, and the asset library they are made of. */
export const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { themes, assets } = app.services;

  app.get(
    '/themes',
    {
      config: { access: access.roles(readers, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: "A workspace's interests (its own and those shared with it) with statistics",
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(ThemeSchema)) },
      },
    },
    async (request) => ({ data: await themes.list(getAuth(request), request.query.workspace_id) }),
  );

  app.get(
    '/themes/statistic',
    {
      config: { access: access.roles(moderators, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'Per interest: themed microblocks made, still to make, failed',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(ThemeSchema.pick({ id: true, name: true, stats: true }))) },
      },
    },
    async (request) => ({
      data: (await themes.list(getAuth(request), request.query.workspace_id)).map(
        ({ id, name, stats }) => ({ id, name, stats }),
      ),
    }),
  );

  app.post(
    '/themes',
    {
      config: { access: access.roles(moderators, inBody) },
      schema: {
        tags,
        summary: 'Create an interest',
        body: ThemeInputSchema,
        response: { 200: dataOf(ThemeSchema) },
      },
    },
    async (request) => ({ data: await themes.create(getAuth(request), request.body) }),
  );

  app.post(
    '/themes/toggle-ready',
    {
      config: { access: access.roles(moderators, inBody) },
      schema: {
        tags,
        summary: 'Mark interests ready (or not) for themed generation; all or none',
        body: ThemeToggleReadySchema,
        response: { 200: dataOf(CountSchema) },
      },
    },
    async (request) => ({
      data: { count: await themes.toggleReady(getAuth(request), request.body) },
    }),
  );

  app.put(
    '/themes/:id',
    {
      config: { access: access.roles(moderators, inBody) },
      schema: {
        tags,
        summary: 'Change an interest (its own workspace only)',
        params: IdParams,
        body: ThemeInputSchema,
        response: { 200: dataOf(ThemeSchema) },
      },
    },
    async (request) => ({
      data: await themes.update(getAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/themes/:id',
    {
      config: { access: access.roles(moderators, inQuery) },
      schema: {
        tags,
        summary: 'Delete an interest and its themed microblocks',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await themes.remove(getAuth(request), request.query.workspace_id, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/themes/:id/assets',
    {
      config: { access: access.roles(moderators, inQuery) },
      schema: {
        tags,
        summary: 'Ids of the assets an interest is made of',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(z.number().int())) },
      },
    },
    async (request) => ({
      data: await themes.listAssetIds(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
      ),
    }),
  );

  app.put(
    '/themes/:id/assets',
    {
      config: { access: access.roles(moderators, inBody) },
      schema: {
        tags,
        summary: 'Choose the backgrounds, characters, props and sounds an interest uses',
        params: IdParams,
        body: ThemeAssetsInputSchema,
        response: { 200: dataOf(z.array(z.number().int())) },
      },
    },
    async (request) => ({
      data: await themes.setAssets(getAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/by-theme',
    {
      config: { access: access.roles(readers, inQuery) },
      schema: {
        tags,
        summary: 'The assets of an interest, for the screens that show them',
        querystring: WorkspaceQuerySchema.extend({ theme_id: IdSchema }),
        response: { 200: dataOf(z.array(AssetSchema)) },
      },
    },
    async (request) => {
      await themes.listAssetIds(
        getAuth(request),
        request.query.workspace_id,
        request.query.theme_id,
      );
      return { data: await assets.listByTheme(request.query.theme_id) };
    },
  );

  // The asset library (global): root manages it, moderators choose from it.
  app.get(
    '/themes/get-assets/by-client',
    {
      config: { access: access.roles([ROLE.teacher], inQuery) },
      schema: {
        tags,
        summary:
          'The pictures and sounds of a student’s interests that are ready themes, theme by theme',
        querystring: WorkspaceQuerySchema.extend({ client_id: IdSchema }),
        response: {
          200: dataOf(
            z.array(
              z.object({
                theme: z.object({ id: z.number().int(), name: z.string() }),
                assets: z.array(AssetSchema),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { workspace_id, client_id } = request.query;
      const client = await app.services.clients.get(workspace_id, client_id);
      const ready = (
        await themes.listVisible(
          workspace_id,
          client.interests.map((i) => i.id),
        )
      ).filter((theme) => theme.is_ready);
      return {
        data: await Promise.all(
          ready.map(async (theme) => ({
            theme: { id: theme.id, name: theme.name },
            assets: await assets.listByTheme(theme.id),
          })),
        ),
      };
    },
  );

  app.get(
    '/assets',
    {
      config: { access: access.roles([ROLE.root, ROLE.moderator]) },
      schema: {
        tags,
        summary: 'The asset library, newest first, by type and name',
        querystring: AssetsQuerySchema,
        response: { 200: pageOf(AssetSchema) },
      },
    },
    async (request) => {
      const { items, total } = await assets.list(request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );

  app.post(
    '/assets',
    {
      config: { access: access.roles([ROLE.root]) },
      schema: {
        tags,
        summary:
          'Upload a picture (PNG, JPEG or WebP, kept as PNG) or a sound; multipart with type and name before the file',
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(AssetSchema) },
      },
    },
    async (request) => {
      const file = await request
        .file({ limits: { fileSize: ASSET_SOUND_MAX_BYTES + 1, files: 1, fields: 2 } })
        .catch(() => undefined);
      if (!file) throw new AppError('ASSET_INVALID');
      const fields = readMultipartFields(file, AssetUploadFieldsSchema);
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) {
        throw new AppError('ASSET_TOO_LARGE', {
          params: {
            max: ASSET_SOUND_MAX_BYTES / 1024 / 1024,
            pixels: IMAGE_MAX_PIXELS / 1_000_000,
          },
        });
      }
      return { data: await assets.create(getAuth(request), fields, data) };
    },
  );

  app.put(
    '/assets/:id',
    {
      config: { access: access.roles([ROLE.root]) },
      schema: {
        tags,
        summary: 'Rename an asset',
        params: IdParams,
        body: AssetRenameSchema,
        response: { 200: dataOf(AssetSchema) },
      },
    },
    async (request) => ({ data: await assets.rename(request.params.id, request.body.name) }),
  );

  app.delete(
    '/assets/:id',
    {
      config: { access: access.roles([ROLE.root]) },
      schema: {
        tags,
        summary: 'Delete an asset; one that themes use needs force=true',
        params: IdParams,
        querystring: AssetDeleteQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await assets.remove(request.params.id, request.query.force);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/file/download',
    {
      config: { access: access.roles([ROLE.root, ROLE.moderator]) },
      schema: {
        tags,
        summary: 'Download an asset under its name',
        querystring: z.object({ asset_id: IdSchema }),
      },
    },
    async (request, reply) => {
      const { asset, data, extension } = await assets.readFile(request.query.asset_id);
      return reply
        .type(asset.mime)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(`${asset.name}.${extension}`)}`,
        )
        .send(data);
    },
  );
};
