import {
  ContentHitSchema,
  ContentsQuerySchema,
  MediaItemSchema,
  MediaQuerySchema,
  pageOf,
  ROLE,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';

const inQuery = { query: 'workspace_id' } as const;
const tags = ['microblocks'];

/** Library-wide reads: the attached media, and the slides whose words match. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.library;

  app.get(
    '/medias',
    {
      config: { access: access.roles([ROLE.moderator], inQuery) },
      schema: {
        tags,
        summary: 'Pictures and sounds attached to the project’s microblocks, newest first',
        querystring: MediaQuerySchema,
        response: { 200: pageOf(MediaItemSchema) },
      },
    },
    async (request) => {
      const { items, total } = await service.media(request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );

  app.get(
    '/contents',
    {
      config: {
        access: access.roles([ROLE.moderator, ROLE.author, ROLE.teacher], inQuery),
      },
      schema: {
        tags,
        summary: 'Slides of accepted microblocks whose title, text or notes hold the term',
        querystring: ContentsQuerySchema,
        response: { 200: pageOf(ContentHitSchema) },
      },
    },
    async (request) => {
      const { items, total } = await service.contents(request.query);
      return {
        data: items,
        meta: { total, page: request.query.page, pageSize: request.query.pageSize },
      };
    },
  );
};
