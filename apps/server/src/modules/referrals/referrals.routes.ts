import {
  dataOf,
  FamilyReferralsSchema,
  IdSchema,
  ROLE,
  ShareTokenParamsSchema,
  StudentReferralsSchema,
  WorkspaceBodySchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const IdParams = z.object({ id: IdSchema });
const tags = ['referrals'];
/** Who works with a student sees their referrals; who runs their plans records a renewal. */
const readers = [ROLE.teacher, ROLE.diagnostician, ROLE.manager] as const;
const recorders = [ROLE.teacher, ROLE.manager] as const;

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const referrals = app.services.referrals;

  app.get(
    '/clients/:id/referrals',
    {
      config: { access: access.roles(readers, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: "The student's referral link, who referred them, their friends and ledger",
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(StudentReferralsSchema) },
      },
    },
    async (request) => ({
      data: await referrals.studentReferrals(request.query.workspace_id, request.params.id),
    }),
  );

  app.post(
    '/clients/:id/referral-renewal',
    {
      config: { access: access.roles(recorders, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary:
          'Record that a referred student renewed: their referrer gets one session, once (409 REFERRAL_NOT_REFERRED otherwise)',
        params: IdParams,
        body: WorkspaceBodySchema,
        response: { 200: dataOf(StudentReferralsSchema) },
      },
    },
    async (request) => {
      const data = await referrals.recordRenewal(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
      );
      request.log.info({ clientId: request.params.id }, 'referral renewal recorded');
      return { data };
    },
  );

  app.get(
    '/view-protocol-plan/:token/referrals',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: "The family's referral link and ledger of free sessions, through the plan link",
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(FamilyReferralsSchema) },
      },
    },
    async (request) => ({ data: await referrals.familyReferrals(request.params.token) }),
  );
};
