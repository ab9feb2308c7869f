import {
  DiagnosticCardLinkSchema,
  dataOf,
  FamilyDiagnosticCardSchema,
  FamilyProgressSchema,
  IdSchema,
  ROLE,
  ShareTokenParamsSchema,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const staff = [ROLE.teacher, ROLE.diagnostician] as const;
const IdParams = z.object({ id: IdSchema });
const tags = ['diagnostic cards'];
const familyTags = ['diagnostics for the family'];

export const diagnosticLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.services.diagnosticLinks;

  app.get(
    '/clients/diagnostic-cards/:id/share-link',
    {
      config: { access: access.roles(staff, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: "The card's family link (card and progress pages), or none",
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(DiagnosticCardLinkSchema) },
      },
    },
    async (request) => ({
      data: await links.getLink(getAuth(request), request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/clients/diagnostic-cards/:id/share-link',
    {
      config: { access: access.roles(staff, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'A new family link for a sent card (the previous one stops working)',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(DiagnosticCardLinkSchema) },
      },
    },
    async (request) => {
      const data = await links.issueLink(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      );
      request.log.info({ cardId: request.params.id }, 'diagnostic card family link issued');
      return { data };
    },
  );

  app.delete(
    '/clients/diagnostic-cards/:id/share-link',
    {
      config: { access: access.roles(staff, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: 'Turn the family link off',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(DiagnosticCardLinkSchema) },
      },
    },
    async (request) => {
      const data = await links.revokeLink(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
      );
      request.log.info({ cardId: request.params.id }, 'diagnostic card family link turned off');
      return { data };
    },
  );

  app.get(
    '/dc-preview/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: familyTags,
        summary: 'The card as the family reads it through the link: no internal id or note',
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(FamilyDiagnosticCardSchema) },
      },
    },
    async (request) => ({ data: await links.familyCard(request.params.token) }),
  );

  app.get(
    '/progress-preview/:token',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: familyTags,
        summary: "The child's progress over every sent card and the lessons' marks",
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(FamilyProgressSchema) },
      },
    },
    async (request) => ({ data: await links.familyProgress(request.params.token) }),
  );
};
