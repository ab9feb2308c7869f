import {
  dataOf,
  IdSchema,
  OkSchema,
  type PageQuerySchema,
  ParentPlanSchema,
  PlanFillSchema,
  PlanSchema,
  PlanSummarySchema,
  ProtocolInputSchema,
  ProtocolSchema,
  ProtocolSummarySchema,
  ProtocolsQuerySchema,
  pageOf,
  ROLE,
  SendPlanSchema,
  ShareTokenParamsSchema,
  TemplateInputSchema,
  TemplateSchema,
  TemplateSummarySchema,
  TemplatesQuerySchema,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const inQuery = { query: 'workspace_id' } as const;
const inBody = { body: 'workspace_id' } as const;
const { moderator, teacher } = ROLE;
const IdParams = z.object({ id: IdSchema });

const page = <T>(items: T[], total: number, query: z.output<typeof PageQuerySchema>) => ({
  data: items,
  meta: { total, page: query.page, pageSize: query.pageSize },
});

export const protocolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { templates, protocols } = app.services;

  // --- Templates: moderators write, teachers read --------------------------------------------
  {
    const tags = ['protocol templates'];
    app.get(
      '/templates',
      {
        config: { access: access.roles([moderator, teacher], inQuery) },
        schema: {
          tags,
          summary: 'Protocol templates of a project, by title',
          querystring: TemplatesQuerySchema,
          response: { 200: pageOf(TemplateSummarySchema) },
        },
      },
      async (request) => {
        const { items, total } = await templates.list(request.query);
        return page(items, total, request.query);
      },
    );

    app.get(
      '/templates/:id',
      {
        config: { access: access.roles([moderator, teacher], inQuery) },
        schema: {
          tags,
          summary: 'One template with its blocks, their categories and folders',
          params: IdParams,
          querystring: WorkspaceQuerySchema,
          response: { 200: dataOf(TemplateSchema) },
        },
      },
      async (request) => ({
        data: await templates.get(request.query.workspace_id, request.params.id),
      }),
    );

    app.post(
      '/templates',
      {
        config: { access: access.roles([moderator], inBody) },
        schema: {
          tags,
          summary: 'Create a template (title and description required)',
          body: TemplateInputSchema,
          response: { 200: dataOf(TemplateSchema) },
        },
      },
      async (request) => ({ data: await templates.create(getAuth(request), request.body) }),
    );

    app.put(
      '/templates/:id',
      {
        config: { access: access.roles([moderator], inBody) },
        schema: {
          tags,
          summary: 'Save a template whole (running plans keep their copy)',
          params: IdParams,
          body: TemplateInputSchema,
          response: { 200: dataOf(TemplateSchema) },
        },
      },
      async (request) => ({
        data: await templates.update(getAuth(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/templates/:id',
      {
        config: { access: access.roles([moderator], inQuery) },
        schema: {
          tags,
          summary: 'Delete a template (protocols made from it keep their plans)',
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
  }

  // --- Protocols and plans: teachers ----------------------------------------------------------
  const tags = ['protocols and plans'];
  const teachers = access.roles([teacher], inQuery);
  const teachersBody = access.roles([teacher], inBody);

  app.get(
    '/protocols',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Protocols with their current plan; filter all, pending, expired, filled',
        querystring: ProtocolsQuerySchema,
        response: { 200: pageOf(ProtocolSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await protocols.list(request.query);
      return page(items, total, request.query);
    },
  );

  app.get(
    '/protocols/:id',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'One protocol with all its plans',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(ProtocolSchema) },
      },
    },
    async (request) => ({
      data: await protocols.get(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/protocols',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'Make a protocol for a student from a template: plan 1 with ten lessons',
        body: ProtocolInputSchema,
        response: { 200: dataOf(ProtocolSchema) },
      },
    },
    async (request) => ({ data: await protocols.create(getAuth(request), request.body) }),
  );

  app.delete(
    '/protocols/:id',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Delete a protocol with its plans and lessons',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await protocols.remove(getAuth(request), request.query.workspace_id, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/protocols/:id/plans',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'Start the next plan (intermediate session), from the latest plan’s choices',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(ProtocolSchema) },
      },
    },
    async (request) => ({
      data: await protocols.startNextPlan(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      ),
    }),
  );

  for (const action of ['rotate', 'revoke'] as const) {
    app.post(
      `/protocols/:id/share/${action}`,
      {
        config: { access: teachersBody },
        schema: {
          tags,
          summary:
            action === 'rotate'
              ? 'A new parent link (the previous one stops working)'
              : 'Turn the parent link off',
          params: IdParams,
          body: WorkspaceBodySchema,
          response: { 200: dataOf(ProtocolSchema) },
        },
      },
      async (request) => ({
        data: await protocols.setShareLink(
          getAuth(request),
          request.body.workspace_id,
          request.params.id,
          action,
        ),
      }),
    );
  }

  app.get(
    '/show-plan/:id',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'A plan with its blocks: what the template offers and what was chosen',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(PlanSchema) },
      },
    },
    async (request) => ({
      data: await protocols.getPlan(request.query.workspace_id, request.params.id),
    }),
  );

  app.put(
    '/show-plan/:id',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'Fill a plan: the folders of every block (each block needs one)',
        params: IdParams,
        body: PlanFillSchema,
        response: { 200: dataOf(PlanSchema) },
      },
    },
    async (request) => ({
      data: await protocols.fillPlan(getAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/get-plans',
    {
      config: { access: teachers },
      schema: {
        tags,
        summary: 'Every plan of a student, oldest first',
        querystring: WorkspaceQuerySchema.extend({ client_id: IdSchema }),
        response: { 200: dataOf(z.array(PlanSummarySchema)) },
      },
    },
    async (request) => ({
      data: await protocols.plansOfClient(request.query.workspace_id, request.query.client_id),
    }),
  );

  app.post(
    '/send-plan',
    {
      config: { access: teachersBody },
      schema: {
        tags,
        summary: 'E-mail the parent link (to the student’s contact unless another is given)',
        body: SendPlanSchema,
        response: { 200: dataOf(z.object({ sent_to: z.string() })) },
      },
    },
    async (request) => ({ data: await protocols.sendPlan(getAuth(request), request.body) }),
  );

  app.get(
    '/view-protocol-plan/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'What a parent sees through the link: the plans, without any internal id',
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(ParentPlanSchema) },
      },
    },
    async (request) => ({ data: await protocols.parentView(request.params.token) }),
  );
};
