import {
  CurrentUserSchema,
  dataOf,
  LoginAsUserBodySchema,
  LoginBodySchema,
  OkSchema,
  ROLE,
  TokenSchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.post(
    '/login',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; returns a bearer token',
        body: LoginBodySchema,
        response: { 200: dataOf(TokenSchema) },
      },
    },
    async (request) => ({ data: { token: await auth.login(request.body, request.ip) } }),
  );

  app.get(
    '/check-token',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their workspaces and flags',
        response: { 200: dataOf(CurrentUserSchema) },
      },
    },
    async (request) => ({ data: getAuth(request).user }),
  );

  app.post(
    '/logout',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await auth.logout(getAuth(request).sessionId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/login-as-user',
    {
      config: { access: access.roles([ROLE.root, ROLE.manager]) },
      schema: {
        tags: ['auth'],
        summary: 'Act as another user (root: anyone but root; manager: users of their workspaces)',
        body: LoginAsUserBodySchema,
        response: { 200: dataOf(TokenSchema) },
      },
    },
    async (request) => ({
      data: { token: await auth.loginAsUser(getAuth(request), request.body.user_id, request.ip) },
    }),
  );

  app.post(
    '/login-as-user/return',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['auth'],
        summary: 'Stop acting as another user and sign the original user back in',
        response: { 200: dataOf(TokenSchema) },
      },
    },
    async (request) => ({
      data: { token: await auth.returnFromUser(getAuth(request), request.ip) },
    }),
  );
};
