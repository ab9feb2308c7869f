import { DiagnosticCardLinkSchema } from '@slovo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getDiagnosticCardKey } from './get-diagnostic-cards.ts';

type CardRef = { workspaceId: number; cardId: number };

const getFamilyLinkKey = ({ workspaceId, cardId }: CardRef) =>
  [...getDiagnosticCardKey(workspaceId, cardId), 'family-link'] as const;

/** The card's family link as its staff see it: the card and progress pages, or none. */
export function useFamilyLink(ref: CardRef) {
  return useQuery({
    queryKey: getFamilyLinkKey(ref),
    queryFn: ({ signal }) =>
      requestData(
        `/clients/diagnostic-cards/${ref.cardId}/share-link?workspace_id=${ref.workspaceId}`,
        {
          signal,
          schema: DiagnosticCardLinkSchema,
        },
      ),
  });
}

export type FamilyLinkAction = 'issue' | 'revoke';

function changeFamilyLink({ workspaceId, cardId, action }: CardRef & { action: FamilyLinkAction }) {
  const url = `/clients/diagnostic-cards/${cardId}/share-link`;
  return action === 'issue'
    ? requestData(url, {
        method: 'POST',
        body: { workspace_id: workspaceId },
        schema: DiagnosticCardLinkSchema,
      })
    : requestData(`${url}?workspace_id=${workspaceId}`, {
        method: 'DELETE',
        schema: DiagnosticCardLinkSchema,
      });
}

/** A new family link (the previous one stops working), or none at all. */
export function useChangeFamilyLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFamilyLink,
    onSuccess: (link, variables) => queryClient.setQueryData(getFamilyLinkKey(variables), link),
  });
}
