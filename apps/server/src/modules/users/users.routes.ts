import { CurrentUserSchema, dataOf, ProfileUpdateSchema } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/profile',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['users'],
        summary: 'Update own name, phone, avatar (removal) or password (old password required)',
        body: ProfileUpdateSchema,
        response: { 200: dataOf(CurrentUserSchema) },
      },
    },
    async (request) => ({
      data: await app.services.users.updateProfile(getAuth(request), request.body),
    }),
  );
};
