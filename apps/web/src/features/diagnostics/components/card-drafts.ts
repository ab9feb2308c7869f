import { type DiagnosticCard, type DiagnosticCardSave, STORAGE_KEYS } from '@slovo/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/local-storage.ts';

/** What the card screen edits: everything a save sends except the workspace and revision. */
export type CardContent = Pick<
  DiagnosticCard,
  | 'client_info'
  | 'diagnostic_date'
  | 'answers'
  | 'violations'
  | 'recommended_program'
  | 'recommended_program_id'
  | 'parent_request'
>;

/** Only the content's own fields: of a card, or of a draft an older version of the app kept. */
export function getCardContent(source: CardContent): CardContent {
  return {
    client_info: source.client_info,
    diagnostic_date: source.diagnostic_date,
    answers: source.answers,
    violations: source.violations,
    recommended_program: source.recommended_program,
    recommended_program_id: source.recommended_program_id,
    parent_request: source.parent_request,
  };
}

export function buildCardSave(
  card: Pick<DiagnosticCard, 'workspace_id'>,
  revision: number,
  content: CardContent,
  allowRequiredEmpty: boolean,
): DiagnosticCardSave {
  return {
    workspace_id: card.workspace_id,
    revision,
    ...content,
    allow_required_empty: allowRequiredEmpty,
  };
}

/** JSON with object keys sorted: equal content gives equal text whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>)
            .filter(([, entry]) => entry !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

export function isSameContent(a: CardContent, b: CardContent): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Edits the server does not have yet, kept in this browser so a closed tab or a lost connection
 * loses nothing: per account and card, with the revision they were made on. Removed as soon as
 * the server has them, and on sign-out (decision 036).
 */
export type CardDraft = { userId: number; cardId: number; revision: number; content: CardContent };

function readAll(): CardDraft[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.diagnosticCardDrafts) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CardDraft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(drafts: CardDraft[]) {
  if (drafts.length === 0) removeStorage(STORAGE_KEYS.diagnosticCardDrafts);
  else writeStorage(STORAGE_KEYS.diagnosticCardDrafts, JSON.stringify(drafts));
}

const isDraftOf = (draft: CardDraft, userId: number, cardId: number) =>
  draft.userId === userId && draft.cardId === cardId;

export function readCardDraft(userId: number, cardId: number): CardDraft | null {
  return readAll().find((draft) => isDraftOf(draft, userId, cardId)) ?? null;
}

export function keepCardDraft(draft: CardDraft): void {
  writeAll([...readAll().filter((other) => !isDraftOf(other, draft.userId, draft.cardId)), draft]);
}

export function dropCardDraft(userId: number, cardId: number): void {
  const drafts = readAll();
  const rest = drafts.filter((draft) => !isDraftOf(draft, userId, cardId));
  if (rest.length !== drafts.length) writeAll(rest);
}

/**
 * What the screen starts from: the server's card, or edits kept here. Kept edits made on the
 * card's current revision are restored; kept edits the server already has are dropped; kept
 * edits made on an older revision (someone saved since) are a conflict the user settles.
 */
export function resolveCardDraft(
  card: DiagnosticCard,
  draft: CardDraft | null,
): { content: CardContent; restored: 'none' | 'restored' | 'conflict' } {
  const saved = getCardContent(card);
  const kept = draft && getCardContent(draft.content);
  if (!draft || !kept || !card.can_edit || isSameContent(kept, saved)) {
    return { content: saved, restored: 'none' };
  }
  return { content: kept, restored: draft.revision === card.revision ? 'restored' : 'conflict' };
}
