import { formatMessage } from '@slovo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertAcceptableInput } from '../lib/input-limits.ts';
import { readRequestLanguage } from './language.ts';
import { setSecurityHeaders } from './security.ts';

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

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%zz`) or whose parameter is
 * overlong never reaches a route, its hooks or our error handler, so it is answered here in our
 * shape and the caller's language instead of Fastify's own (which echoes the URL back).
 */
export function answerUnroutableUrl(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = readRequestLanguage(request.headers);
  const isMalformed = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (isMalformed) request.log.info({ code: error.code }, 'request rejected');
  else request.log.error({ err: error }, 'request failed');
  const code = isMalformed ? 'BAD_REQUEST' : 'INTERNAL';
  setSecurityHeaders(reply);
  return reply.status(isMalformed ? 400 : 500).send({ code, message: formatMessage(code, lang) });
}
