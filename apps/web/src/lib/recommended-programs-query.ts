import { PAGE_SIZE_MAX, pageOf, RecommendedProgramSummarySchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from './api-client.ts';
import { buildQueryString } from './paging.ts';
import { WORKSPACE_QUERY_KEY } from './query-client.ts';

const ProgramsPageSchema = pageOf(RecommendedProgramSummarySchema);

/**
 * The project's recommended programs whose name holds `term`, for a picker (a filled card's
 * program): the first page the server allows, by name. Under the key the programs screens
 * refresh, so a program saved there shows up here.
 */
export function useRecommendedProgramOptions(workspaceId: number, term: string) {
  return useQuery({
    queryKey: [
      WORKSPACE_QUERY_KEY,
      workspaceId,
      'programs',
      'list',
      { term, page: 1, pageSize: PAGE_SIZE_MAX },
    ],
    queryFn: ({ signal }) =>
      requestPage(
        `/recommended-programs?${buildQueryString({
          workspace_id: workspaceId,
          term,
          page: 1,
          pageSize: PAGE_SIZE_MAX,
        })}`,
        { signal, schema: ProgramsPageSchema },
      ),
    placeholderData: keepPreviousData,
  });
}
