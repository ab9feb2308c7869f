import { AuditEventSchema, AuditQuerySchema, pageOf, ROLE } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-events',
    {
      config: { access: access.roles([ROLE.root, ROLE.manager], { query: 'workspace_id' }) },
      schema: {
        tags: ['audit'],
        summary: 'Admin actions, newest first (root: any project; manager: a managed project)',
        querystring: AuditQuerySchema,
        response: { 200: pageOf(AuditEventSchema) },
      },
    },
    async (request) => {
      const { workspace_id, ...filter } = request.query;
      return app.services.audit.list(getAuth(request), { ...filter, workspaceId: workspace_id });
    },
  );
};
