import {
  ActInputSchema,
  ActSchema,
  ActSummarySchema,
  ActsQuerySchema,
  dataOf,
  IdSchema,
  pageOf,
  ROLE,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../lib/pdf/send-pdf.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import { buildActPdf, nameActPdf } from './act-pdf.ts';

const { root, manager } = ROLE;
/** Spec 6 "generate acts" is an admin function: root and the project's managers (decision 039). */
const keepers = access.roles([root, manager], { query: 'workspace_id' });
const writers = access.roles([root, manager], { body: 'workspace_id' });
const IdParams = z.object({ id: IdSchema });
const tags = ['acts'];

export const actsRoutes: FastifyPluginAsyncZod = async (app) => {
  const acts = app.services.acts;

  app.get(
    '/acts',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'Acts of a project, newest first, void ones too (search: number, contract, name)',
        querystring: ActsQuerySchema,
        response: { 200: pageOf(ActSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await acts.list(getAuth(request), request.query);
      const { page, pageSize } = request.query;
      return { data: items, meta: { total, page, pageSize } };
    },
  );

  app.get(
    '/acts/:id',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'An act with the performer data (audited; 404 ACT_NOT_FOUND elsewhere)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(ActSchema) },
      },
    },
    async (request) => ({
      data: await acts.get(getAuth(request), request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/acts',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: "Create an act: the next number of its date's year in the project, no gaps",
        body: ActInputSchema,
        response: { 200: dataOf(ActSchema) },
      },
    },
    async (request) => {
      const data = await acts.create(getAuth(request), request.body);
      request.log.info({ actId: data.id, number: data.number, year: data.year }, 'act created');
      return { data };
    },
  );

  app.post(
    '/acts/:id/void',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Void an act: it keeps its number, never given again (409 ACT_ALREADY_VOID)',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(ActSchema) },
      },
    },
    async (request) => {
      const data = await acts.voidAct(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      );
      request.log.info({ actId: data.id }, 'act voided');
      return { data };
    },
  );

  app.get(
    '/acts/:id/pdf',
    {
      config: { access: keepers },
      schema: {
        tags,
        summary: 'The act as a bilingual PDF, uk | en side by side (fonts embedded; audited)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { act, customer } = await acts.getForPdf(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
      );
      request.log.info({ actId: act.id }, 'act pdf');
      return sendPdf(reply, buildActPdf(act, customer), nameActPdf(act));
    },
  );
};
