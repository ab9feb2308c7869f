import { DashboardSchema, dataOf, ROLE } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: access.roles([ROLE.root]) },
      schema: {
        tags: ['dashboard'],
        summary:
          'The whole school at a glance (root): projects, users by role, microblocks by status, themed versions, students, lessons, diagnostic cards, bookings, open tickets and weekly series',
        response: { 200: dataOf(DashboardSchema) },
      },
    },
    async () => ({ data: await app.services.dashboard.getDashboard() }),
  );
};
