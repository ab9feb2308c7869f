import {
  ClientArchiveSchema,
  ClientInputSchema,
  ClientSchema,
  ClientStaffSchema,
  ClientsQuerySchema,
  dataOf,
  IdSchema,
  pageOf,
  ROLE,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const tags = ['students'];
const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const teachers = [ROLE.teacher] as const;
const IdParams = z.object({ id: IdSchema });

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.clients;

  app.get(
    '/clients',
    {
      config: { access: access.roles(teachers, inQuery) },
      schema: {
        tags,
        summary: 'Students of a project: search by name or contact, filter, sort, page',
        querystring: ClientsQuerySchema,
        response: { 200: pageOf(ClientSchema) },
      },
    },
    async (request) => {
      const { items, total } = await service.list(request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );

  app.get(
    '/clients/staff',
    {
      config: { access: access.roles(teachers, inQuery) },
      schema: {
        tags,
        summary: 'Teachers and diagnosticians a student can be assigned to',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(ClientStaffSchema) },
      },
    },
    async (request) => ({ data: await service.staff(request.query.workspace_id) }),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: access.roles(teachers, inQuery) },
      schema: {
        tags,
        summary: 'One student',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(ClientSchema) },
      },
    },
    async (request) => ({
      data: await service.get(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/clients',
    {
      config: { access: access.roles(teachers, inBody) },
      schema: {
        tags,
        summary: 'Add a student (assigned to the creating teacher unless another is named)',
        body: ClientInputSchema,
        response: { 200: dataOf(ClientSchema) },
      },
    },
    async (request) => ({ data: await service.create(getAuth(request), request.body) }),
  );

  app.put(
    '/clients/:id',
    {
      config: { access: access.roles(teachers, inBody) },
      schema: {
        tags,
        summary: 'Change a student',
        params: IdParams,
        body: ClientInputSchema,
        response: { 200: dataOf(ClientSchema) },
      },
    },
    async (request) => ({
      data: await service.update(getAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/clients/:id/archive',
    {
      config: { access: access.roles(teachers, inBody) },
      schema: {
        tags,
        summary: 'Archive a student, or bring them back (`is_archived: false`)',
        params: IdParams,
        body: ClientArchiveSchema,
        response: { 200: dataOf(ClientSchema) },
      },
    },
    async (request) => ({
      data: await service.setArchived(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
        request.body.is_archived,
      ),
    }),
  );
};
