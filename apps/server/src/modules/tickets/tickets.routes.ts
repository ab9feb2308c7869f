import {
  ATTACHMENT_IMAGE_MAX_BYTES,
  dataOf,
  IdSchema,
  pageOf,
  ROLE,
  TicketCreateSchema,
  TicketMessageCreateSchema,
  TicketMoveSchema,
  TicketRegeneratedSchema,
  TicketSchema,
  TicketSummarySchema,
  TicketsQuerySchema,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartFields } from '../../lib/multipart-fields.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import { TICKET_REPORTERS } from './tickets.service.ts';

const moderators = [ROLE.moderator] as const;
const IdParams = z.object({ id: IdSchema });
const tags = ['tickets'];

/** Complaint tickets (decision 040): filing, the moderator's list and page, the thread. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = app.services.tickets;

  app.post(
    '/tickets',
    {
      config: { access: access.roles(TICKET_REPORTERS, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'Report a problem with a microblock or themed version (or, staff, a general one)',
        body: TicketCreateSchema,
        response: { 200: dataOf(TicketSchema) },
      },
    },
    async (request) => ({
      data: await tickets.create(getAuth(request), request.body, request.lang),
    }),
  );

  app.get(
    '/tickets',
    {
      config: { access: access.roles(moderators, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: "The project's tickets, newest first, by state, microblock, author and date",
        querystring: TicketsQuerySchema,
        response: { 200: pageOf(TicketSummarySchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return tickets.list(
        getAuth(request),
        {
          workspace_id: q.workspace_id,
          page: q.page,
          pageSize: q.pageSize,
          state: q.state,
          exerciseId: q.exercise_id,
          authorId: q.author_id,
          from: q.from,
          to: q.to,
        },
        { mine: false },
      );
    },
  );

  app.get(
    '/tickets/mine',
    {
      config: { access: access.roles(TICKET_REPORTERS, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'The tickets I filed in the project, newest first',
        querystring: TicketsQuerySchema,
        response: { 200: pageOf(TicketSummarySchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return tickets.list(
        getAuth(request),
        {
          workspace_id: q.workspace_id,
          page: q.page,
          pageSize: q.pageSize,
          state: q.state,
          exerciseId: q.exercise_id,
          from: q.from,
          to: q.to,
        },
        { mine: true },
      );
    },
  );

  app.get(
    '/tickets/:id',
    {
      config: { access: access.roles(TICKET_REPORTERS, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'A ticket with its slide, screenshots and thread (moderators, or its reporter)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(TicketSchema) },
      },
    },
    async (request) => ({
      data: await tickets.get(getAuth(request), request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/tickets/:id/messages',
    {
      config: { access: access.roles(TICKET_REPORTERS, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'Reply in the thread (moderators, or the reporter); the reporter is told',
        params: IdParams,
        body: TicketMessageCreateSchema,
        response: { 200: dataOf(TicketSchema) },
      },
    },
    async (request) => ({
      data: await tickets.reply(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
        request.body.body,
      ),
    }),
  );

  app.post(
    '/tickets/:id/state',
    {
      config: { access: access.roles(moderators, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'Move a ticket: new -> in process -> done, declined (with a reason) or archived',
        params: IdParams,
        body: TicketMoveSchema,
        response: { 200: dataOf(TicketSchema) },
      },
    },
    async (request) => ({
      data: await tickets.move(getAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tickets/:id/regenerate',
    {
      config: { access: access.roles(moderators, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: "Regenerate reported: remake the ticket's microblock's stale themed versions",
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(TicketRegeneratedSchema) },
      },
    },
    async (request) => ({
      data: await tickets.regenerate(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      ),
    }),
  );

  app.post(
    '/tickets/:id/attachments',
    {
      config: { access: access.roles(TICKET_REPORTERS, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary:
          'Add a screenshot to my open ticket (multipart field "file": JPEG, PNG, WebP, GIF)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(TicketSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('ATTACHMENT_INVALID');
      const file = await request.file({
        limits: { fileSize: ATTACHMENT_IMAGE_MAX_BYTES, files: 1, fields: 4 },
      });
      if (!file) throw new AppError('ATTACHMENT_INVALID');
      readMultipartFields(file, z.object({}));
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('ATTACHMENT_TOO_LARGE', {
            params: { max: ATTACHMENT_IMAGE_MAX_BYTES / 1024 / 1024 },
          });
        }
        throw error;
      });
      return {
        data: await tickets.attach(
          getAuth(request),
          request.query.workspace_id,
          request.params.id,
          data,
        ),
      };
    },
  );
};
