import { DashboardCountsSchema, dataOf, ROLE } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: access.roles([ROLE.root]) },
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the root dashboard: live workspaces, users, active users',
        response: { 200: dataOf(DashboardCountsSchema) },
      },
    },
    async () => ({ data: await app.services.dashboard.getCounts() }),
  );
};
