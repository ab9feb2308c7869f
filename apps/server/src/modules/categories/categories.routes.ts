import {
  CategoryBulkSchema,
  CategoryDeleteQuerySchema,
  CategoryInputSchema,
  CategoryParamsSchema,
  CategoryReorderSchema,
  CategorySchema,
  dataOf,
  OkSchema,
  ROLE,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { access } from '../../plugins/access.ts';

const inPath = { param: 'workspaceId' } as const;
const readers = access.roles([ROLE.moderator, ROLE.author, ROLE.teacher], inPath);
const editors = access.roles([ROLE.moderator], inPath);
const WorkspaceParams = z.object({ workspaceId: CategoryParamsSchema.shape.workspaceId });
const tags = ['categories'];

/** The body may repeat the workspace (as the original client did); it must be the path's. */
function assertSameWorkspace(pathId: number, bodyId: number | undefined) {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: 'workspace_id', message: 'validation.invalid' }] },
    });
  }
}

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.categories;
  const base = '/workspaces/:workspaceId/categories';

  app.get(
    base,
    {
      // Not in the read cache: the reader below checks the database on every read and keeps
      // one copy per workspace, where the cache would keep one per caller and URL.
      config: { access: readers },
      schema: {
        tags,
        summary: 'The category tree of a project as a flat list (parent 0 is the root)',
        params: WorkspaceParams,
        response: { 200: dataOf(z.array(CategorySchema)) },
      },
    },
    // The database writes the answer (the schema above still documents it): bytes sent as
    // JSON skip the per-row validation and serialization that dominated a large tree. The type
    // provider types `send` by the schema, not by text already in its shape: hence `never`.
    async (request, reply) => {
      const json = await service.treeJson(request.params.workspaceId);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    base,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Create a folder or category (last among its siblings unless an order is given)',
        params: WorkspaceParams,
        body: CategoryInputSchema,
        response: { 200: dataOf(CategorySchema) },
      },
    },
    async (request) => {
      assertSameWorkspace(request.params.workspaceId, request.body.workspace_id);
      return { data: await service.create(request.params.workspaceId, request.body) };
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Rename or describe a folder or category',
        params: CategoryParamsSchema,
        body: CategoryInputSchema,
        response: { 200: dataOf(CategorySchema) },
      },
    },
    async (request) => {
      assertSameWorkspace(request.params.workspaceId, request.body.workspace_id);
      return {
        data: await service.update(request.params.workspaceId, request.params.id, request.body),
      };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary:
          'Delete; a non-empty folder needs contents=move (up one level) or contents=delete, and microblocks filed there need exercises_to (the category they move to)',
        params: CategoryParamsSchema,
        querystring: CategoryDeleteQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.remove(request.params.workspaceId, request.params.id, {
        contents: request.query.contents,
        exercisesTo: request.query.exercises_to,
      });
      return { data: { ok: true as const } };
    },
  );

  app.put(
    base,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Move and reorder many items at once (drag and drop), in one transaction',
        params: WorkspaceParams,
        body: CategoryReorderSchema,
        response: { 200: dataOf(z.array(CategorySchema)) },
      },
    },
    async (request) => {
      assertSameWorkspace(request.params.workspaceId, request.body.workspace_id);
      return { data: await service.reorder(request.params.workspaceId, request.body.items) };
    },
  );

  app.put(
    '/categories/bulk',
    {
      config: { access: access.roles([ROLE.moderator], { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'The same move and reorder, with the workspace named in the body',
        body: CategoryBulkSchema,
        response: { 200: dataOf(z.array(CategorySchema)) },
      },
    },
    async (request) => ({
      data: await service.reorder(request.body.workspace_id, request.body.items),
    }),
  );
};
