import {
  type ErrorCode,
  type ErrorResponse,
  type FieldError,
  formatMessage,
  isMessageKey,
  type Language,
} from '@slovo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import {
  createDatabaseUnavailableError,
  isDatabaseUnavailable,
} from '../lib/database-unavailable.ts';

type IssueLike = {
  path?: PropertyKey[];
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  /** Names of unexpected properties (strict objects). */
  keys?: string[];
};

/** Translates a field message that is a catalog key, filling the bounds zod reports. */
function localizeFieldMessage(issue: IssueLike, lang: Language): string {
  if (!isMessageKey(issue.message)) return formatMessage('validation.invalid', lang);
  const bounds: Record<string, number> = {};
  if (typeof issue.minimum === 'number') bounds.min = issue.minimum;
  if (typeof issue.maximum === 'number') bounds.max = issue.maximum;
  return formatMessage(issue.message, lang, bounds);
}

function toFieldErrors(issues: IssueLike[], lang: Language, prefix: string): FieldError[] {
  const pathOf = (...parts: PropertyKey[]) =>
    [prefix, ...parts.map(String)].filter(Boolean).join('.');
  return issues.flatMap((issue) =>
    issue.keys
      ? issue.keys.map((key) => ({
          path: pathOf(...(issue.path ?? []), key),
          message: formatMessage('validation.unknownField', lang),
        }))
      : [{ path: pathOf(...(issue.path ?? [])), message: localizeFieldMessage(issue, lang) }],
  );
}

/** Maps Fastify's own failures (body parsing, limits) onto our codes. */
function codeForFastifyError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.status(status).send(body);
}

/**
 * One place renders every failure as `{message, code, details}` in the caller's language.
 * Stack traces and internal messages never leave the server; 5xx are logged with the error's
 * codes and stack frames (`lib/log-safety.ts`), never its message or the values it quotes.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    // The database is down or restarting: 503 with retry-after, never a 500.
    const error = isDatabaseUnavailable(caught) ? createDatabaseUnavailableError() : caught;
    if (error instanceof AppError) {
      // Services name fields by path, with a catalog key or no message (then the error's own).
      const fields = (
        error.details?.fields as { path: string; message?: string }[] | undefined
      )?.map((f) => ({
        path: f.path,
        message: f.message
          ? localizeFieldMessage({ message: f.message }, lang)
          : formatMessage(error.code, lang, error.params),
      }));
      reply.headers(error.headers);
      return send(reply, error.statusCode, {
        code: error.code,
        message: formatMessage(error.code, lang, error.params),
        ...(error.details ? { details: { ...error.details, ...(fields ? { fields } : {}) } } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const prefix = error.validationContext === 'body' ? '' : (error.validationContext ?? '');
      const issues = error.validation.map((v) => ({
        ...(v.params as IssueLike),
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      }));
      return send(reply, 400, {
        code: 'VALIDATION_FAILED',
        message: formatMessage('VALIDATION_FAILED', lang),
        details: { fields: toFieldErrors(issues, lang, prefix) },
      });
    }
    const code = codeForFastifyError(error);
    // The `err` serializer keeps codes and stack frames only; a parser's message may quote the body.
    if (code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, statusCode: error.statusCode }, 'request rejected');
    return send(reply, code === 'INTERNAL' ? 500 : (error.statusCode ?? 400), {
      code,
      message: formatMessage(code, lang),
    });
  });

  app.setNotFoundHandler(async (request, reply) =>
    send(reply, 404, { code: 'NOT_FOUND', message: formatMessage('NOT_FOUND', request.lang) }),
  );
});
