import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the URL, the caller and the content of the workspace the
     * access policy resolved: it may be served from the read cache until that content changes.
     */
    isCacheable?: boolean;
  }
  interface FastifyRequest {
    cacheEntry: { key: string; tags: string[]; stamp: string } | null;
  }
}

type Options = { responses: ReadCache<string>; isUsable: () => boolean; clearAll: () => void };

const tagsOf = (workspaceId: number) => ['auth', `workspace:${workspaceId}`];

function isMutation(request: FastifyRequest) {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/');
}

/**
 * Serves repeated reads of cacheable routes from memory. Changes made by this process clear the
 * cache before their answer leaves (so its next read sees them); changes made anywhere else
 * arrive through the database's change feed.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: Options) => {
  app.decorateRequest('cacheEntry', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.isCacheable) return;
    if (!options.isUsable() || !request.auth || request.workspaceId === null) return;
    const key = `${request.auth.user.id}|${request.url}`;
    const hit = options.responses.get(key);
    if (hit !== undefined) {
      return reply.type('application/json; charset=utf-8').send(hit);
    }
    const tags = tagsOf(request.workspaceId);
    request.cacheEntry = { key, tags, stamp: options.responses.stamp(tags) };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isMutation(request)) {
      options.clearAll();
      return payload;
    }
    const entry = request.cacheEntry;
    if (entry && reply.statusCode === 200 && typeof payload === 'string') {
      options.responses.set(entry.key, payload, entry.tags, entry.stamp);
    }
    return payload;
  });
});
