import { pageOf, TemplateSummarySchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const TemplatePageSchema = pageOf(TemplateSummarySchema);
const OPTIONS_PAGE_SIZE = 100;

function getTemplates(workspaceId: number, signal: AbortSignal) {
  const query = buildQueryString({ workspace_id: workspaceId, pageSize: OPTIONS_PAGE_SIZE });
  return requestPage(`/templates?${query}`, { signal, schema: TemplatePageSchema });
}

/** The protocol templates a protocol can be made from. */
export function useTemplateOptions(workspaceId: number) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'protocols', 'template-options'],
    queryFn: ({ signal }) => getTemplates(workspaceId, signal),
  });
}
