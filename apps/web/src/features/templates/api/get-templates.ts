import { pageOf, TemplateSummarySchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TemplatesPageSchema = pageOf(TemplateSummarySchema);

/** Every answer about one project's templates (lists and single templates): what a save refreshes. */
export function getTemplatesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'templates'] as const;
}

export function getTemplatesListKey(workspaceId: number) {
  return [...getTemplatesRootKey(workspaceId), 'list'] as const;
}

type TemplatesFilter = { workspaceId: number; term: string; page: number };

function getTemplates({ workspaceId, term, page }: TemplatesFilter, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: workspaceId,
    term,
    page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/templates?${query}`, { signal, schema: TemplatesPageSchema });
}

/** A page of the project's protocol templates, by title, optionally searched. */
export function useTemplates(filter: TemplatesFilter) {
  const { workspaceId, term, page } = filter;
  return useQuery({
    queryKey: [...getTemplatesListKey(workspaceId), { term, page }],
    queryFn: ({ signal }) => getTemplates(filter, signal),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
