import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorResponseSchema } from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { access } from './access.ts';

/** Failures any route can answer with, documented (and serialized) with the error schema. */
const COMMON_ERROR_STATUSES = [
  400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503,
] as const;

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    // The docs are public: swagger-ui's own routes get a policy so the access check passes them.
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: access.public };
      return;
    }
    if (!route.url.startsWith('/api/')) return;
    route.schema ??= {};
    const schema = route.schema;
    schema.response ??= {};
    const response = schema.response as Record<number, unknown>;
    for (const status of COMMON_ERROR_STATUSES) response[status] ??= ErrorResponseSchema;
    const policy = route.config?.access;
    if (policy && policy.kind !== 'public') {
      (schema as { security?: unknown }).security = [{ bearerAuth: [] }];
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Slovo API',
        description:
          'Success bodies are `{data}`; failures are `{message, code, details}` with the message ' +
          'in the language of the `lang` header (uk, ru, en, pl; default ru).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI loads only its own files; its inline styles need 'unsafe-inline'.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
      "base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    uiConfig: { deepLinking: false },
    uiHooks: {},
  });
});
