import { dataOf } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: dataOf(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => {
      await app.services.health.check();
      return { data: { status: 'ok' as const } };
    },
  );
};
