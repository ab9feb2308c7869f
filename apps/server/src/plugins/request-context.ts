import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AuthContext } from '../lib/auth-context.ts';
import { enforceAccess, enforceBodyWorkspace } from './access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why a sent bearer token was not accepted; reported only where sign-in is required. */
    authFailure: 'SESSION_EXPIRED' | 'USER_INACTIVE' | null;
    /** The workspace the access policy resolved for this request, if any. */
    workspaceId: number | null;
  }
}

/** The caller of a route whose policy requires sign-in (the access hook guarantees one). */
export function getAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

function readBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Caller and access check for every API request, before any body is parsed. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.decorateRequest('workspaceId', null);

  app.addHook('onRequest', async (request) => {
    // Static files and the SPA fallback need no caller.
    if (!request.url.startsWith('/api/')) return;
    const token = readBearer(request.headers.authorization);
    if (token) {
      const result = await app.services.auth.authenticate(token);
      if ('failure' in result) request.authFailure = result.failure;
      else request.auth = result;
    }
    if (request.is404) return;
    await enforceAccess(request);
  });
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/') && !request.is404) await enforceBodyWorkspace(request);
  });
});
