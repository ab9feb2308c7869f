import {
  type DiagnosticCard,
  type DiagnosticCardSave,
  DiagnosticCardSchema,
  DiagnosticCardSentSchema,
  type DiagnosticCardStatus,
} from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getDiagnosticCardKey, getDiagnosticCardsRootKey } from './get-diagnostic-cards.ts';

/** Starts a draft for a student from a template's current version. */
export function useStartDiagnosticCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workspaceId: number; clientId: number; templateId: number }) =>
      requestData('/clients/diagnostic-cards', {
        method: 'POST',
        body: {
          workspace_id: input.workspaceId,
          client_id: input.clientId,
          template_id: input.templateId,
        },
        schema: DiagnosticCardSchema,
      }),
    onSuccess: (card) => rememberCard(queryClient, card),
  });
}

type CardWrite =
  | { kind: 'save'; cardId: number; body: DiagnosticCardSave }
  | { kind: 'send'; cardId: number; body: DiagnosticCardSave }
  | { kind: 'status'; cardId: number; workspaceId: number; status: DiagnosticCardStatus };

/** The one request each write is; the card screen tells every refusal itself. */
function writeDiagnosticCard(write: CardWrite): Promise<DiagnosticCard> {
  const options = { schema: DiagnosticCardSchema, isSilent: true } as const;
  switch (write.kind) {
    case 'save':
      return requestData(`/clients/diagnostic-cards/${write.cardId}`, {
        ...options,
        method: 'PUT',
        body: write.body,
      });
    case 'send':
      return requestData('/clients/diagnostic-cards/send', {
        ...options,
        // The sent card also says whether its therapist was told (decision 035).
        schema: DiagnosticCardSentSchema,
        method: 'POST',
        body: { ...write.body, card_id: write.cardId },
      });
    case 'status':
      return requestData(`/clients/diagnostic-cards/${write.cardId}/status`, {
        ...options,
        method: 'POST',
        body: { workspace_id: write.workspaceId, status: write.status },
      });
  }
}

function rememberCard(queryClient: ReturnType<typeof useQueryClient>, card: DiagnosticCard) {
  queryClient.setQueryData(getDiagnosticCardKey(card.workspace_id, card.id), card);
  // The lists show statuses and dates: they are read again when next shown.
  return queryClient.invalidateQueries({
    queryKey: getDiagnosticCardsRootKey(card.workspace_id),
    predicate: (query) => query.queryKey[3] !== 'card',
  });
}

/** Saves, sends or moves a card, keeping the cached card and the lists current. */
export function useWriteDiagnosticCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeDiagnosticCard,
    onSuccess: (card) => rememberCard(queryClient, card),
  });
}
