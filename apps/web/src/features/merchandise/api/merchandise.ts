import {
  MerchOfferSchema,
  MerchOrderedSchema,
  type MerchOrderInput,
  MerchOrderSchema,
  type MerchOrderStatus,
  MerchOrdersPageSchema,
} from '@slovo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData, requestPage } from '../../../lib/api-client.ts';

const offerKey = (token: string) => ['merch-offer', token] as const;

/** The offer on the family page (no account): items, sizes, the child's theme pictures. */
export function useMerchOffer(token: string) {
  return useQuery({
    queryKey: offerKey(token),
    queryFn: ({ signal }) =>
      requestData(`/view-protocol-plan/${encodeURIComponent(token)}/merchandise`, {
        signal,
        schema: MerchOfferSchema,
        handledCodes: ['NOT_FOUND'],
      }),
  });
}

export function useOrderMerch(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchOrderInput) =>
      requestData(`/view-protocol-plan/${encodeURIComponent(token)}/merchandise-orders`, {
        method: 'POST',
        body,
        schema: MerchOrderedSchema,
        handledCodes: ['VALIDATION_FAILED', 'MERCH_OFFER_CLOSED', 'MERCH_PICTURE_NOT_OFFERED'],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKey(token) }),
  });
}

const ordersKey = (workspaceId: number) => ['workspace', workspaceId, 'merch-orders'] as const;

export function useMerchOrders(
  workspaceId: number,
  query: { status: MerchOrderStatus | null; page: number },
) {
  const params = new URLSearchParams({
    workspace_id: String(workspaceId),
    page: String(query.page),
  });
  if (query.status) params.set('status', query.status);
  return useQuery({
    queryKey: [...ordersKey(workspaceId), query],
    queryFn: ({ signal }) =>
      requestPage(`/merchandise-orders?${params}`, { signal, schema: MerchOrdersPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useSetOrderStatus(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MerchOrderStatus }) =>
      requestData(`/merchandise-orders/${id}/status`, {
        method: 'POST',
        body: { workspace_id: workspaceId, status },
        schema: MerchOrderSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(workspaceId) }),
  });
}
