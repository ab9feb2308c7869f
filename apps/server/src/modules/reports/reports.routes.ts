import { Readable } from 'node:stream';
import {
  dataOf,
  OkSchema,
  ReportExclusionSchema,
  ReportItemSchema,
  ReportLessonSchema,
  ReportLessonsQuerySchema,
  ReportQuerySchema,
  ReportSchema,
  ROLE,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

/** Spec 2: /reports is the moderator's (decision 041). */
const readers = access.roles([ROLE.moderator], { query: 'workspace_id' });
const writers = access.roles([ROLE.moderator], { body: 'workspace_id' });
const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;

  app.get(
    '/reports',
    {
      config: { access: readers },
      schema: {
        tags,
        summary:
          'Library use per microblock over a range of days: lessons, plays, time, marks, reactions, open tickets; totals, plays per week',
        description:
          'Time on slides is what the player timed per microblock; for lessons played before it ' +
          'did, the lesson’s time is shared evenly among its microblocks, and `estimated_seconds` ' +
          'says how much of `seconds` is such a share (decision 045).',
        querystring: ReportQuerySchema,
        response: { 200: dataOf(ReportSchema) },
      },
    },
    async (request) => ({ data: await reports.get(getAuth(request), request.query) }),
  );

  app.get(
    '/reports/export',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The same rows as CSV (UTF-8 with BOM, formulas defused), streamed',
        querystring: ReportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { start_date, end_date } = request.query;
      const lines = reports.csv(getAuth(request), request.query, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="report-${start_date}-${end_date}.csv"`,
        )
        .send(Readable.from(lines));
    },
  );

  app.get(
    '/reports/lessons',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The lessons of the range a microblock was in (to exclude one or its student)',
        querystring: ReportLessonsQuerySchema,
        response: { 200: dataOf(z.array(ReportLessonSchema)) },
      },
    },
    async (request) => ({ data: await reports.lessonsOf(getAuth(request), request.query) }),
  );

  app.get(
    '/reports/exclusions',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'What the project’s report leaves out, newest first',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(ReportExclusionSchema)) },
      },
    },
    async (request) => ({
      data: await reports.exclusions(getAuth(request), request.query.workspace_id),
    }),
  );

  app.post(
    '/exclude',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Leave a microblock, a lesson or a student out of the project’s report',
        body: ReportItemSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await reports.exclude(getAuth(request), request.body);
      request.log.info(
        { kind: request.body.kind, itemId: request.body.id },
        'report item excluded',
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/include',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Count an excluded microblock, lesson or student in the project’s report again',
        body: ReportItemSchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await reports.include(getAuth(request), request.body);
      request.log.info(
        { kind: request.body.kind, itemId: request.body.id },
        'report item included',
      );
      return { data: { ok: true as const } };
    },
  );
};
