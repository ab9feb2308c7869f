import {
  dataOf,
  IdSchema,
  OkSchema,
  pageOf,
  ROLE,
  TagInputSchema,
  TagMergeSchema,
  TagRenameSchema,
  TagSchema,
  TagsQuerySchema,
  TagUsageQuerySchema,
  TagUsageSchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const content = [ROLE.author, ROLE.moderator] as const;
const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const tags = ['tags'];
const TagParams = z.object({ id: IdSchema });

/** Tags: picked and created inline by authors; the tags screen renames, merges and deletes. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.tags;

  app.get(
    '/tags',
    {
      config: { access: access.roles(content, inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'Tags of a workspace, by name (up to 50)',
        querystring: TagsQuerySchema,
        response: { 200: dataOf(z.array(TagSchema)) },
      },
    },
    async (request) => ({
      data: await service.list(getAuth(request), request.query.workspace_id, request.query.term),
    }),
  );

  app.get(
    '/tags/usage',
    {
      config: { access: access.roles([ROLE.moderator], inQuery), isCacheable: true },
      schema: {
        tags,
        summary: 'Every tag with how many microblocks use it (the tags screen)',
        querystring: TagUsageQuerySchema,
        response: { 200: pageOf(TagUsageSchema) },
      },
    },
    async (request) => {
      const { items, total } = await service.listUsage(getAuth(request), request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );

  app.post(
    '/tags',
    {
      config: { access: access.roles(content, inBody) },
      schema: {
        tags,
        summary: 'Create a tag (an existing tag of the same name, in any case, is returned)',
        body: TagInputSchema,
        response: { 200: dataOf(TagSchema) },
      },
    },
    async (request) => ({
      data: await service.create(getAuth(request), request.body.workspace_id, request.body.name),
    }),
  );

  app.post(
    '/tags/merge',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary: 'Fold tags into one: their microblocks get the target tag, then they go',
        body: TagMergeSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.merge(getAuth(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    '/tags/:id',
    {
      config: { access: access.roles([ROLE.moderator], inBody) },
      schema: {
        tags,
        summary: 'Rename a tag (a name another tag has is refused: merge them instead)',
        params: TagParams,
        body: TagRenameSchema,
        response: { 200: dataOf(TagSchema) },
      },
    },
    async (request) => ({
      data: await service.rename(getAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tags/:id',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'Delete a tag no microblock uses',
        params: TagParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.remove(getAuth(request), request.query.workspace_id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
