import {
  buildProgressSeries,
  type DiagnosticCardLink,
  type FamilyDiagnosticCard,
  type FamilyProgress,
  toFamilyBlocks,
} from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Links } from '../../lib/links.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import type { DiagnosticCardPdfView } from '../diagnostic-cards/diagnostic-card-pdf.ts';
import type { createDiagnosticCardsService } from '../diagnostic-cards/diagnostic-cards.service.ts';
import * as repository from './diagnostic-links.repository.ts';

type CardsService = ReturnType<typeof createDiagnosticCardsService>;

/** Which page of a card was opened, and by whom: its staff, or anyone holding the family link. */
export type CardView = {
  workspaceId: number;
  cardId: number;
  actorId: number | null;
  via: 'staff' | 'family_link';
  page: 'card' | 'progress' | 'pdf';
};

/**
 * What the family sees of diagnostics (decision 034): a sent card's family link, made, replaced
 * and turned off by the card's staff, opens the card and the child's progress without an
 * account. Every view of a card, by staff or through the link, is written to the audit log.
 */
export function createDiagnosticLinksService({
  db,
  shareLinks,
  publicUrl,
  cards,
}: {
  db: Database;
  shareLinks: Links;
  publicUrl: string;
  cards: CardsService;
}) {
  const toLink = (nonce: string | null): DiagnosticCardLink => {
    if (!nonce) return { share_url: null, progress_url: null };
    const token = shareLinks.tokenOf(nonce);
    return {
      share_url: `${publicUrl}/dc-preview/${token}`,
      progress_url: `${publicUrl}/progress-preview/${token}`,
    };
  };

  /** Ids and codes only: the card and who looked, never the child or the answers. */
  function recordView(view: CardView) {
    return recordAuditEvent(db, {
      action: 'diagnostic_card_view',
      actorId: view.actorId,
      workspaceId: view.workspaceId,
      details: { card_id: view.cardId, via: view.via, page: view.page },
    });
  }

  /** The card's staff only (the card's own checks: 404 elsewhere, 403 to other staff). */
  async function getLink(auth: AuthContext, workspaceId: number, cardId: number) {
    await cards.get(auth, workspaceId, cardId);
    return toLink(await repository.findLinkNonce(db, cardId));
  }

  /** A new link for a sent card; the previous one, if any, stops working. */
  async function issueLink(auth: AuthContext, workspaceId: number, cardId: number) {
    const card = await cards.get(auth, workspaceId, cardId);
    if (card.status === 'draft') throw new AppError('DIAGNOSTIC_CARD_LINK_DRAFT');
    const link = shareLinks.issue();
    await repository.upsertLink(db, {
      cardId,
      workspaceId,
      nonce: link.nonce,
      hash: link.hash,
      userId: auth.user.id,
    });
    return toLink(link.nonce);
  }

  async function revokeLink(auth: AuthContext, workspaceId: number, cardId: number) {
    await cards.get(auth, workspaceId, cardId);
    await repository.deleteLink(db, cardId);
    return toLink(null);
  }

  async function findLinked(token: string) {
    const row = await repository.findLinkedCard(db, shareLinks.hashOf(token));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The family's language of a card link (its page opens in it), null when it opens nothing. */
  function familyLanguage(token: string): Promise<string | null> {
    return repository.findLinkedCardLanguage(db, shareLinks.hashOf(token));
  }

  /**
   * The child's progress over every sent card (by template) and the finished lessons' marks:
   * plain series, so the family page and a PDF export draw the same numbers.
   */
  async function buildStudentProgress(workspaceId: number, clientId: number) {
    const [progressCards, lessons] = await Promise.all([
      repository.listProgressCards(db, workspaceId, clientId),
      repository.listLessonResults(db, workspaceId, clientId),
    ]);
    return { templates: buildProgressSeries(progressCards), lessons };
  }

  /** One template's series over the student's sent cards: what a card's PDF draws. */
  async function buildTemplateProgress(workspaceId: number, clientId: number, templateId: number) {
    const cards = await repository.listProgressCards(db, workspaceId, clientId);
    const [template] = buildProgressSeries(cards.filter((card) => card.template_id === templateId));
    return template?.series ?? [];
  }

  async function familyCard(token: string): Promise<FamilyDiagnosticCard> {
    const row = await findLinked(token);
    await recordView({
      workspaceId: row.workspace_id,
      cardId: row.card_id,
      actorId: null,
      via: 'family_link',
      page: 'card',
    });
    return {
      child_name: row.card_child_name,
      language: row.language,
      template_title: row.template_title,
      diagnostic_date: row.diagnostic_date,
      blocks: toFamilyBlocks(row.blocks, row.answers),
      violations: row.violations,
      program: row.program,
      recommended_program: row.recommended_program,
      parent_request: row.parent_request,
    };
  }

  /**
   * The card as the family's PDF prints it, in the family's language unless another is asked
   * for: what the family page shows, without the examiner's name or the status.
   */
  async function familyCardPdf(token: string): Promise<{
    view: DiagnosticCardPdfView;
    language: FamilyDiagnosticCard['language'];
  }> {
    const row = await findLinked(token);
    await recordView({
      workspaceId: row.workspace_id,
      cardId: row.card_id,
      actorId: null,
      via: 'family_link',
      page: 'pdf',
    });
    return {
      language: row.language,
      view: {
        template_title: row.template_title,
        blocks: row.blocks,
        client_info: { child_name: row.card_child_name, birth_date: null },
        diagnostic_date: row.diagnostic_date,
        examined_by: null,
        status: null,
        answers: row.answers,
        violations: row.violations,
        progress: await buildTemplateProgress(row.workspace_id, row.client_id, row.template_id),
        program: row.program,
        recommended_program: row.recommended_program,
        parent_request: row.parent_request,
        updated_at: row.updated_at,
      },
    };
  }

  async function familyProgress(token: string): Promise<FamilyProgress> {
    const row = await findLinked(token);
    await recordView({
      workspaceId: row.workspace_id,
      cardId: row.card_id,
      actorId: null,
      via: 'family_link',
      page: 'progress',
    });
    return {
      child_name: row.child_name,
      language: row.language,
      ...(await buildStudentProgress(row.workspace_id, row.client_id)),
    };
  }

  return {
    getLink,
    issueLink,
    revokeLink,
    recordView,
    buildStudentProgress,
    buildTemplateProgress,
    familyCard,
    familyCardPdf,
    familyProgress,
    familyLanguage,
  };
}
