import {
  dataOf,
  OkSchema,
  PasswordResetCompleteBodySchema,
  PasswordResetPreviewSchema,
  PasswordResetRequestBodySchema,
  PasswordResetTokenQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';

const tags = ['auth'];

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.passwordReset;

  app.post(
    '/password-reset',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary:
          'Ask for a password reset link by e-mail (the same answer whether or not the account exists)',
        body: PasswordResetRequestBodySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.request(request.body.email, request.ip, request.lang);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/password-reset/check',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'Which account a reset link is for (410 when expired, used or unknown)',
        querystring: PasswordResetTokenQuerySchema,
        response: { 200: dataOf(PasswordResetPreviewSchema) },
      },
    },
    async (request) => ({ data: await service.preview(request.query.token) }),
  );

  app.post(
    '/password-reset/complete',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: PasswordResetCompleteBodySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.complete(request.body);
      return { data: { ok: true as const } };
    },
  );
};
