import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { access } from './access.ts';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any other GET outside /api answered with index.html so client-side routes load directly.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const root = options.root;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app build not found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Our own cache policy below, instead of the plugin's max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  // Not part of the API: kept out of the OpenAPI document.
  const routeOptions = { config: { access: access.public }, schema: { hide: true } };
  app.get('/', routeOptions, sendIndex);
  // Files of the build have their own routes (wildcard: false); any other path is a client route.
  app.get('/*', routeOptions, (request, reply) =>
    request.url.startsWith('/api/') ? reply.callNotFound() : sendIndex(request, reply),
  );
});
