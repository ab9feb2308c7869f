import {
  AcceptInviteBodySchema,
  dataOf,
  InvitationPreviewSchema,
  InvitationTokenQuerySchema,
  InviteBodySchema,
  InviteResultSchema,
  JoinInviteBodySchema,
  OkSchema,
  ResendInviteBodySchema,
  ROLE,
  readLanguage,
  TokenSchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const managers = access.roles([ROLE.root, ROLE.manager], { body: 'workspace_id' });
const tags = ['invitations'];

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invitations;

  app.post(
    '/invitations/invite',
    {
      config: { access: managers },
      schema: {
        tags,
        summary: 'Invite a new e-mail to a project with roles (sends a single-use sign-up link)',
        body: InviteBodySchema,
        response: { 200: dataOf(InviteResultSchema) },
      },
    },
    async (request) => {
      const { email, workspace_id, roles, lang } = request.body;
      return {
        data: await service.invite(
          getAuth(request),
          { email, workspaceId: workspace_id, roles, lang: lang ?? request.lang },
          request.ip,
        ),
      };
    },
  );

  app.post(
    '/invitations/invite/existing-user',
    {
      config: { access: managers },
      schema: {
        tags,
        summary:
          'Ask an existing account to join a project with roles (it joins once its owner accepts)',
        body: InviteBodySchema,
        response: { 200: dataOf(InviteResultSchema) },
      },
    },
    async (request) => {
      const { email, workspace_id, roles, lang } = request.body;
      return {
        data: await service.addExistingUser(
          getAuth(request),
          { email, workspaceId: workspace_id, roles, lang: lang ?? request.lang },
          request.ip,
        ),
      };
    },
  );

  app.post(
    '/invitations/invite/send',
    {
      config: { access: managers },
      schema: {
        tags,
        summary: 'Send a fresh invitation link (earlier links stop working)',
        body: ResendInviteBodySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      const { workspace_id, user_id, lang } = request.body;
      await service.resend(
        getAuth(request),
        { workspaceId: workspace_id, userId: user_id, lang: lang ?? request.lang },
        request.ip,
      );
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/invitations/invite/check',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'What an invitation link offers (410 when expired, used or unknown)',
        querystring: InvitationTokenQuerySchema,
        response: { 200: dataOf(InvitationPreviewSchema) },
      },
    },
    async (request) => ({ data: await service.preview(request.query.token) }),
  );

  app.post(
    '/invitations/invite/accept',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: 'Accept an invitation: set name and password, get a bearer token',
        body: AcceptInviteBodySchema,
        response: { 200: dataOf(TokenSchema) },
      },
    },
    async (request) => ({
      data: {
        // The app sends its interface language with every request: the one the invitee uses. A
        // client that names none leaves the account to take the language of its first sign-in.
        token: await service.accept(
          { ...request.body, language: readLanguage(request.headers.lang) },
          request.ip,
        ),
      },
    }),
  );

  app.post(
    '/invitations/invite/join',
    {
      config: { access: access.authenticated() },
      schema: {
        tags,
        summary: 'Accept an invitation to a project as the signed-in owner of the invited account',
        body: JoinInviteBodySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await service.join(getAuth(request), request.body.token, request.ip);
      return { data: { ok: true as const } };
    },
  );
};
