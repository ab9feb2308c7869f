import { dataOf, HealthSchema } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability, and whether a deploy is in progress',
        response: { 200: dataOf(HealthSchema) },
      },
    },
    async () => {
      await app.services.health.check();
      return { data: { status: 'ok' as const, maintenance: app.config.maintenanceMode } };
    },
  );
};
