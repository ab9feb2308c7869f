import {
  IdSchema,
  LANGUAGES,
  ROLE,
  ShareTokenParamsSchema,
  WorkspaceQuerySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../lib/pdf/send-pdf.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import {
  buildDiagnosticCardPdf,
  nameDiagnosticCardPdf,
  toDiagnosticCardPdfView,
} from './diagnostic-card-pdf.ts';

const { teacher, diagnostician } = ROLE;
/** As reading the card: teachers and diagnosticians; the service narrows to the student's own. */
const readers = access.roles([teacher, diagnostician] as const, { query: 'workspace_id' });

const LangQuerySchema = z.object({
  /** The document's language; when not given, the reader's (see each route). */
  lang: z.enum(LANGUAGES, 'validation.invalid').optional(),
});

export const diagnosticCardPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { diagnosticCards, diagnosticCardTemplates, diagnosticLinks, programs } = app.services;

  app.get(
    '/clients/diagnostic-cards/:id/pdf',
    {
      config: { access: readers },
      schema: {
        tags: ['diagnostic cards'],
        summary: 'A filled card as a PDF in uk, ru, en or pl (fonts embedded), streamed',
        params: z.object({ id: IdSchema }),
        querystring: WorkspaceQuerySchema.extend(LangQuerySchema.shape),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const workspaceId = request.query.workspace_id;
      const card = await diagnosticCards.get(getAuth(request), workspaceId, request.params.id);
      const version = await diagnosticCardTemplates.getVersion(
        workspaceId,
        card.template_id,
        card.template_version_id,
      );
      // The caller's interface language (`lang` header) unless another is asked for.
      const lang = request.query.lang ?? request.lang;
      const program = card.recommended_program_id
        ? await programs.getProgram(workspaceId, card.recommended_program_id)
        : null;
      const view = toDiagnosticCardPdfView(
        card,
        version.blocks,
        program && {
          name: program.name,
          content: program.content,
          complexes: program.complexes.map((complex) => complex.name),
        },
        await diagnosticLinks.buildTemplateProgress(workspaceId, card.client_id, card.template_id),
      );
      await diagnosticLinks.recordView({
        workspaceId,
        cardId: card.id,
        actorId: getAuth(request).user.id,
        via: 'staff',
        page: 'pdf',
      });
      request.log.info({ cardId: card.id, lang }, 'diagnostic card pdf');
      return sendPdf(reply, buildDiagnosticCardPdf(view, lang), nameDiagnosticCardPdf(view));
    },
  );

  app.get(
    '/dc-preview/:token/pdf',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags: ['diagnostics for the family'],
        summary: "The card the family link opens, as a PDF (the family's language unless asked)",
        params: ShareTokenParamsSchema,
        querystring: LangQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { view, language } = await diagnosticLinks.familyCardPdf(request.params.token);
      const lang = request.query.lang ?? language;
      return sendPdf(reply, buildDiagnosticCardPdf(view, lang), nameDiagnosticCardPdf(view));
    },
  );
};
