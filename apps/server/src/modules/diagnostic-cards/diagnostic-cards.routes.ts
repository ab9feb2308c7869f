import {
  DiagnosticCardCreateSchema,
  DiagnosticCardSaveSchema,
  DiagnosticCardSchema,
  DiagnosticCardSendSchema,
  DiagnosticCardSentSchema,
  DiagnosticCardStatusInputSchema,
  DiagnosticCardStudentSchema,
  DiagnosticCardSummarySchema,
  dataOf,
  IdSchema,
  ROLE,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const { teacher, diagnostician } = ROLE;
const staff = [teacher, diagnostician] as const;
/** Teachers and diagnosticians (decision 003); the service narrows to the student's own. */
const readers = access.roles(staff, { query: 'workspace_id' });
const writers = access.roles(staff, { body: 'workspace_id' });
const IdParams = z.object({ id: IdSchema });
const tags = ['diagnostic cards'];

export const diagnosticCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.services.diagnosticCards;

  app.get(
    '/clients/diagnostic-cards/students',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'My students (as their diagnostician or teacher) with their cards and statuses',
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(DiagnosticCardStudentSchema)) },
      },
    },
    async (request) => ({
      data: await cards.listMyStudents(getAuth(request), request.query.workspace_id),
    }),
  );

  app.get(
    '/clients/:id/diagnostic-cards',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: "A student's cards, newest examination first",
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(z.array(DiagnosticCardSummarySchema)) },
      },
    },
    async (request) => ({
      data: await cards.listStudentCards(
        getAuth(request),
        request.query.workspace_id,
        request.params.id,
      ),
    }),
  );

  app.post(
    '/clients/diagnostic-cards',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: "Start a card (a draft) for a student from a template's current version",
        body: DiagnosticCardCreateSchema,
        response: { 200: dataOf(DiagnosticCardSchema) },
      },
    },
    async (request) => {
      const data = await cards.start(getAuth(request), request.body);
      request.log.info({ cardId: data.id, clientId: data.client_id }, 'diagnostic card started');
      return { data };
    },
  );

  app.get(
    '/clients/diagnostic-cards/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'A filled card with its answers, computed scores and what the caller may do',
        params: IdParams,
        querystring: WorkspaceQuerySchema,
        response: { 200: dataOf(DiagnosticCardSchema) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const data = await cards.get(auth, request.query.workspace_id, request.params.id);
      // Every view of a card is audited (decision 034); saves answer with the card unaudited.
      await app.services.diagnosticLinks.recordView({
        workspaceId: data.workspace_id,
        cardId: data.id,
        actorId: auth.user.id,
        via: 'staff',
        page: 'card',
      });
      return { data };
    },
  );

  app.put(
    '/clients/diagnostic-cards/:id',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          'Save the content, keeping the status (422 DIAGNOSTIC_CARD_REQUIRED_EMPTY unless allowed)',
        params: IdParams,
        body: DiagnosticCardSaveSchema,
        response: { 200: dataOf(DiagnosticCardSchema) },
      },
    },
    async (request) => ({
      data: await cards.save(getAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/clients/diagnostic-cards/send',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          'Save the content and pass the card to the therapist (status sent); tells the therapist',
        body: DiagnosticCardSendSchema,
        response: { 200: dataOf(DiagnosticCardSentSchema) },
      },
    },
    async (request) => {
      const { card_id, ...input } = request.body;
      const data = await cards.send(getAuth(request), card_id, input);
      request.log.info(
        { cardId: data.id, status: data.status, therapist: data.therapist_notice },
        'diagnostic card sent',
      );
      return { data };
    },
  );

  app.post(
    '/clients/diagnostic-cards/:id/status',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: "The therapist's status of a received card (ready to work, further examination)",
        params: IdParams,
        body: DiagnosticCardStatusInputSchema,
        response: { 200: dataOf(DiagnosticCardSchema) },
      },
    },
    async (request) => {
      const data = await cards.setStatus(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
        request.body.status,
      );
      request.log.info({ cardId: data.id, status: data.status }, 'diagnostic card status');
      return { data };
    },
  );
};
