import { IdSchema, LANGUAGES, ROLE, WorkspaceQuerySchema } from '@slovo/contracts';
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

const PdfQuerySchema = WorkspaceQuerySchema.extend({
  /** The document's language; the caller's interface language (`lang` header) when not given. */
  lang: z.enum(LANGUAGES, 'validation.invalid').optional(),
});

export const diagnosticCardPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { diagnosticCards, diagnosticCardTemplates } = app.services;

  app.get(
    '/clients/diagnostic-cards/:id/pdf',
    {
      config: { access: readers },
      schema: {
        tags: ['diagnostic cards'],
        summary: 'A filled card as a PDF in uk, ru, en or pl (fonts embedded), streamed',
        params: z.object({ id: IdSchema }),
        querystring: PdfQuerySchema,
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
      const lang = request.query.lang ?? request.lang;
      const view = toDiagnosticCardPdfView(card, version.blocks);
      request.log.info({ cardId: card.id, lang }, 'diagnostic card pdf');
      return sendPdf(reply, buildDiagnosticCardPdf(view, lang), nameDiagnosticCardPdf(view));
    },
  );
};
