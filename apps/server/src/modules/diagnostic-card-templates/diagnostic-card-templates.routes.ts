import {
  DiagnosticTemplateCopySchema,
  DiagnosticTemplateInputSchema,
  DiagnosticTemplateSchema,
  DiagnosticTemplateSummarySchema,
  DiagnosticTemplatesQuerySchema,
  DiagnosticTemplateUpdateSchema,
  DiagnosticTemplateVersionSchema,
  DiagnosticTemplateVersionSummarySchema,
  dataOf,
  IdSchema,
  OkSchema,
  pageOf,
  ROLE,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const { moderator, teacher, diagnostician } = ROLE;
const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
/** Moderators design templates; teachers and diagnosticians read them to fill cards. */
const readers = access.roles([moderator, teacher, diagnostician], inQuery);
const designers = access.roles([moderator], inBody);
const IdParams = z.object({ id: IdSchema });
const tags = ['diagnostic card templates'];

export const diagnosticCardTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = app.services.diagnosticCardTemplates;

  app.get(
    '/diagnostic-card-templates',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Diagnostic card templates of a project, by title (active, archived or all)',
        querystring: DiagnosticTemplatesQuerySchema,
        response: { 200: pageOf(DiagnosticTemplateSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await templates.list(request.query);
      const { page, pageSize } = request.query;
      return { data: items, meta: { total, page, pageSize } };
    },
  );

  app.get(
    '/diagnostic-card-templates/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'A template in its current version, with its blocks and questions',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(DiagnosticTemplateSchema) },
      },
    },
    async (request) => ({
      data: await templates.get(request.query.workspace_id, request.params.id),
    }),
  );

  app.get(
    '/diagnostic-card-templates/:id/versions',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The saved versions of a template, newest first',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(DiagnosticTemplateVersionSummarySchema)) },
      },
    },
    async (request) => ({
      data: await templates.listVersions(request.query.workspace_id, request.params.id),
    }),
  );

  app.get(
    '/diagnostic-card-templates/:id/versions/:versionId',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One saved version of a template, as it was (what a filled card was made from)',
        params: IdParams.extend({ versionId: IdSchema }),
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(DiagnosticTemplateVersionSchema) },
      },
    },
    async (request) => ({
      data: await templates.getVersion(
        request.query.workspace_id,
        request.params.id,
        request.params.versionId,
      ),
    }),
  );

  app.post(
    '/diagnostic-card-templates',
    {
      config: { access: designers },
      schema: {
        tags,
        summary: 'Create a template: its version 1',
        body: DiagnosticTemplateInputSchema,
        response: { 200: dataOf(DiagnosticTemplateSchema) },
      },
    },
    async (request) => {
      const data = await templates.create(getAuth(request), request.body);
      request.log.info({ templateId: data.id, version: data.version }, 'diagnostic template saved');
      return { data };
    },
  );

  app.put(
    '/diagnostic-card-templates/:id',
    {
      config: { access: designers },
      schema: {
        tags,
        summary: 'Save a template whole as its next version (earlier versions stay as they were)',
        params: IdParams,
        body: DiagnosticTemplateUpdateSchema,
        response: { 200: dataOf(DiagnosticTemplateSchema) },
      },
    },
    async (request) => {
      const data = await templates.update(getAuth(request), request.params.id, request.body);
      request.log.info({ templateId: data.id, version: data.version }, 'diagnostic template saved');
      return { data };
    },
  );

  app.post(
    '/diagnostic-card-templates/:id/copy',
    {
      config: { access: designers },
      schema: {
        tags,
        summary: 'Copy a template (its current version) into a new one',
        params: IdParams,
        body: DiagnosticTemplateCopySchema,
        response: { 200: dataOf(DiagnosticTemplateSchema) },
      },
    },
    async (request) => ({
      data: await templates.copy(getAuth(request), request.params.id, request.body, request.lang),
    }),
  );

  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/diagnostic-card-templates/:id/${action}`,
      {
        config: { access: designers },
        schema: {
          tags,
          summary:
            action === 'archive'
              ? 'Archive a template: no new cards from it; cards made from it stay as they are'
              : 'Restore an archived template',
          params: IdParams,
          body: WorkspaceBodySchema,
          response: { 200: dataOf(DiagnosticTemplateSchema) },
        },
      },
      async (request) => ({
        data: await templates[action](
          getAuth(request),
          request.body.workspace_id,
          request.params.id,
        ),
      }),
    );
  }

  app.delete(
    '/diagnostic-card-templates/:id',
    {
      config: { access: access.roles([moderator], inQuery) },
      schema: {
        tags,
        summary: 'Delete a template no card was made from (archive one in use)',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await templates.remove(getAuth(request), request.query.workspace_id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
