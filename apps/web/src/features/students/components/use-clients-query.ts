import { CLIENT_SORTS, QUALIFICATIONS, type Qualification } from '@slovo/contracts';
import { useSearchParams } from 'react-router';
import type { ClientSort } from '../api/get-clients.ts';

export type ClientsQueryState = {
  term: string;
  qualification: Qualification | null;
  isMine: boolean;
  isArchived: boolean;
  sort: ClientSort;
  page: number;
};

function readQualification(value: string | null): Qualification | null {
  return QUALIFICATIONS.find((key) => key === value) ?? null;
}

function readSort(value: string | null): ClientSort {
  return CLIENT_SORTS.find((sort) => sort === value) ?? 'child_name';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The list's search, filters, sort and page live in the address: coming back from a student's
 * page, or sharing the link, shows the same list.
 */
export function useClientsQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state: ClientsQueryState = {
    term: searchParams.get('q') ?? '',
    qualification: readQualification(searchParams.get('qualification')),
    isMine: searchParams.get('mine') === '1',
    isArchived: searchParams.get('archived') === '1',
    sort: readSort(searchParams.get('sort')),
    page: readPage(searchParams.get('page')),
  };

  /** Any change but the page itself starts again from the first page. */
  const update = (change: Partial<ClientsQueryState>) => {
    const next = { ...state, page: 1, ...change };
    const params: Record<string, string> = {};
    if (next.term.trim()) params.q = next.term.trim();
    if (next.qualification) params.qualification = next.qualification;
    if (next.isMine) params.mine = '1';
    if (next.isArchived) params.archived = '1';
    if (next.sort !== 'child_name') params.sort = next.sort;
    if (next.page > 1) params.page = String(next.page);
    setSearchParams(params, { replace: true });
  };

  return { state, update };
}
