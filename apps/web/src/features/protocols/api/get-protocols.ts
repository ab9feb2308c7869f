import { type PlanFilter, ProtocolSummarySchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const ProtocolPageSchema = pageOf(ProtocolSummarySchema);

/**
 * Every answer about the protocols of one workspace (lists, one protocol, its plans and their
 * lessons) lives under this key, so a change refreshes all of them with one invalidation.
 */
export function getProtocolsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'protocols'] as const;
}

type ProtocolsParams = { workspaceId: number; status: PlanFilter; page: number };

function getProtocols({ workspaceId, status, page }: ProtocolsParams, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    status,
    page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/protocols?${query}`, { signal, schema: ProtocolPageSchema });
}

/** One page of the workspace's protocols, filtered by the status of their newest plan. */
export function useProtocols(params: ProtocolsParams) {
  const { workspaceId, status, page } = params;
  return useQuery({
    queryKey: [...getProtocolsRootKey(workspaceId), 'list', { status, page }],
    queryFn: ({ signal }) => getProtocols(params, signal),
    placeholderData: keepPreviousData,
  });
}
