import { DiagnosticTemplateSummarySchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const DiagnosticTemplatesPageSchema = pageOf(DiagnosticTemplateSummarySchema);

/** Every answer about one project's diagnostic card templates: what a change refreshes. */
export function getDiagnosticTemplatesRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'diagnostic-card-templates'] as const;
}

export type DiagnosticTemplatesFilter = {
  workspaceId: number;
  term: string;
  categoryId: number | null;
  status: 'active' | 'archived';
  page: number;
};

function getDiagnosticTemplates(filter: DiagnosticTemplatesFilter, signal: AbortSignal) {
  const query = buildQueryString({
    workspace_id: filter.workspaceId,
    term: filter.term,
    category_id: filter.categoryId ?? undefined,
    status: filter.status,
    page: filter.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return requestPage(`/diagnostic-card-templates?${query}`, {
    signal,
    schema: DiagnosticTemplatesPageSchema,
  });
}

/** A page of the project's diagnostic card templates, searched and filtered. */
export function useDiagnosticTemplates(filter: DiagnosticTemplatesFilter) {
  const { workspaceId, ...rest } = filter;
  return useQuery({
    queryKey: [...getDiagnosticTemplatesRootKey(workspaceId), 'list', rest],
    queryFn: ({ signal }) => getDiagnosticTemplates(filter, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
