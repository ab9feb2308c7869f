import { formatMessage } from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While a deploy runs (MAINTENANCE_MODE), every API call but the health check answers 503 with
 * code MAINTENANCE; the web app shows its deploy-in-progress window until health passes.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance, options: { enabled: boolean }) => {
  if (!options.enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    return reply
      .status(503)
      .header('retry-after', '60')
      .send({ code: 'MAINTENANCE', message: formatMessage('MAINTENANCE', request.lang) });
  });
});
