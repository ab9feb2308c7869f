import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers helmet sets, worked out once: they never vary between requests, and building the
 * policy strings on every response cost more than serving a cached list.
 */
function computeHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * Security headers on every response (API, web app and docs). Mantine writes inline style
 * attributes and one <style> element, so styles allow 'unsafe-inline'; scripts never do.
 */
const SECURITY_HEADERS = computeHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  frameguard: { action: 'deny' },
  // Slide images and audio are fetched by the app itself; no cross-origin isolation needed.
  crossOriginEmbedderPolicy: false,
});

/**
 * What a script or stylesheet of the build needs of them. The rest (the content policy, framing,
 * opener and cross-domain rules) govern documents; a browser ignores them on a script or a
 * stylesheet, and a first screen fetches dozens of those, each carrying ~700 bytes of headers over
 * HTTP/1.1. Content policy stays on every other file: an SVG or HTML opened directly is a document.
 */
const SUBRESOURCE_HEADERS = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) =>
    ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'].includes(name),
  ),
);
const BUILT_SUBRESOURCE = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/** For answers given before any hook runs (a URL the router cannot read). */
export function setSecurityHeaders(reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS).header('cache-control', 'no-store');
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(BUILT_SUBRESOURCE.test(request.url) ? SUBRESOURCE_HEADERS : SECURITY_HEADERS);
  });
  // API answers carry personal data, whatever their type (JSON, a CSV export, a downloaded
  // file): no browser or proxy may keep them unless the route says how (signed file links do).
  // Files of the web app (locale files are JSON too) come with their own policy (web-app.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const isApi = request.url.startsWith('/api/');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    if ((isApi || isJson) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
