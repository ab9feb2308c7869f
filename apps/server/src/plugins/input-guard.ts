import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertAcceptableInput } from '../lib/input-limits.ts';

/**
 * The one place that refuses input no route could store or validate safely (decision 016):
 * after the body is parsed and before any schema sees it, the path parameters, query and body
 * must hold no NUL or lone surrogate and nest no deeper than MAX_INPUT_DEPTH. Multipart text is
 * checked where handlers read it (`readMultipartFields`), since those bodies are not parsed here.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // An unknown path is answered 404 whatever it carries.
    if (request.is404) return;
    assertAcceptableInput(request.params, 'params');
    assertAcceptableInput(request.query, 'querystring');
    assertAcceptableInput(request.body);
  });
});
