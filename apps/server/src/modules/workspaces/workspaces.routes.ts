import {
  dataOf,
  PageQuerySchema,
  pageOf,
  ROLE,
  WorkspaceIdParamsSchema,
  WorkspaceInputSchema,
  WorkspaceSchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const managers = [ROLE.root, ROLE.manager] as const;
const inWorkspace = access.roles(managers, { param: 'workspaceId' });
const ListQuerySchema = PageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
const tags = ['projects'];

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.workspaces;

  for (const [url, archived] of [
    ['/workspaces', false],
    ['/workspaces/archived', true],
  ] as const) {
    app.get(
      url,
      {
        config: { access: access.roles(managers) },
        schema: {
          tags,
          summary: archived
            ? 'Archived projects (root: all; manager: the ones they managed)'
            : 'Live projects (root: all; manager: the ones they manage)',
          querystring: ListQuerySchema,
          response: { 200: pageOf(WorkspaceSchema) },
        },
      },
      async (request) => service.list(getAuth(request), { ...request.query, archived }),
    );
  }

  app.post(
    '/workspaces',
    {
      config: { access: access.roles(managers) },
      schema: {
        tags,
        summary: 'Create a project (a manager becomes its manager)',
        body: WorkspaceInputSchema,
        response: { 200: dataOf(WorkspaceSchema) },
      },
    },
    async (request) => ({
      data: await service.create(getAuth(request), request.body, request.ip),
    }),
  );

  app.put(
    '/workspaces/:workspaceId',
    {
      config: { access: inWorkspace },
      schema: {
        tags,
        summary: 'Rename or describe a project',
        params: WorkspaceIdParamsSchema,
        body: WorkspaceInputSchema,
        response: { 200: dataOf(WorkspaceSchema) },
      },
    },
    async (request) => ({
      data: await service.update(
        getAuth(request),
        request.params.workspaceId,
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    '/workspaces/:workspaceId/archive',
    {
      config: { access: inWorkspace },
      schema: {
        tags,
        summary: 'Archive a project: it leaves every selector, its data stays',
        params: WorkspaceIdParamsSchema,
        response: { 200: dataOf(WorkspaceSchema) },
      },
    },
    async (request) => ({
      data: await service.archive(getAuth(request), request.params.workspaceId, request.ip),
    }),
  );

  app.post(
    '/workspaces/:workspaceId/restore',
    {
      // The project is archived, so the access hook cannot look inside it; the service does.
      config: { access: access.roles(managers) },
      schema: {
        tags,
        summary: 'Restore an archived project',
        params: WorkspaceIdParamsSchema,
        response: { 200: dataOf(WorkspaceSchema) },
      },
    },
    async (request) => ({
      data: await service.restore(getAuth(request), request.params.workspaceId, request.ip),
    }),
  );
};
