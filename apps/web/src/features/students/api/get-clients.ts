import { type CLIENT_SORTS, ClientSchema, pageOf, type Qualification } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { getClientsRootKey } from './client-keys.ts';

export type ClientSort = (typeof CLIENT_SORTS)[number];

type ClientsFilter = {
  workspaceId: number;
  term: string;
  qualification: Qualification | null;
  /** Only the students of this teacher ("only my students"). */
  teacherId: number | null;
  isArchived: boolean;
  sort: ClientSort;
  page: number;
};

const ClientsPageSchema = pageOf(ClientSchema);

function getClients(filter: ClientsFilter, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: filter.workspaceId,
    page: filter.page,
    pageSize: LIST_PAGE_SIZE,
    term: filter.term,
    qualification: filter.qualification ?? undefined,
    teacher_id: filter.teacherId ?? undefined,
    // Left out for the active students: the server's default.
    archived: filter.isArchived ? true : undefined,
    sort: filter.sort,
  });
  return requestPage(`/clients?${query}`, { signal, schema: ClientsPageSchema });
}

/** One page of the workspace's students, searched, filtered and sorted by the server. */
export function useClients(filter: ClientsFilter) {
  const { workspaceId, ...rest } = filter;
  return useQuery({
    queryKey: [...getClientsRootKey(workspaceId), 'list', { ...rest, term: rest.term.trim() }],
    queryFn: ({ signal }) => getClients(filter, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
