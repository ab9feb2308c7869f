import { type AuditAction, AuditEventSchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';

export type AuditFilter = {
  /** Null asks for every project, which only root may do. */
  workspaceId: number | null;
  action: AuditAction | null;
  search: string;
  page: number;
};

const AuditEventsPageSchema = pageOf(AuditEventSchema);

function getAuditEvents(filter: AuditFilter, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: filter.workspaceId ?? undefined,
    action: filter.action ?? undefined,
    search: filter.search,
    page: filter.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/audit-events?${query}`, { signal, schema: AuditEventsPageSchema });
}

export function useAuditEvents(filter: AuditFilter) {
  return useQuery({
    queryKey: ['audit-events', filter],
    queryFn: ({ signal }) => getAuditEvents(filter, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
