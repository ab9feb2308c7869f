import { ClientSchema, pageOf } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData, requestPage } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const ClientPageSchema = pageOf(ClientSchema);
const OPTIONS_PAGE_SIZE = 100;

type StudentSearch = { workspaceId: number; term: string };

function getStudents({ workspaceId, term }: StudentSearch, signal: AbortSignal) {
  const query = buildQueryString({ workspace_id: workspaceId, pageSize: OPTIONS_PAGE_SIZE, term });
  return requestPage(`/clients?${query}`, { signal, schema: ClientPageSchema });
}

/** Students of the workspace for the picker, found by name on the server. */
export function useStudentOptions(params: StudentSearch) {
  return useQuery({
    queryKey: [
      WORKSPACE_QUERY_KEY,
      params.workspaceId,
      'protocols',
      'student-options',
      params.term.trim(),
    ],
    queryFn: ({ signal }) => getStudents(params, signal),
    placeholderData: keepPreviousData,
  });
}

type StudentParams = { workspaceId: number; clientId: number | null };

function getStudent({ workspaceId, clientId }: StudentParams, signal: AbortSignal) {
  return requestData(`/clients/${clientId}?workspace_id=${workspaceId}`, {
    signal,
    schema: ClientSchema,
    // Only a convenience (a name or an e-mail to show): its absence is not worth a toast.
    isSilent: true,
  });
}

/** One student: the name of a preselected one, the contact e-mail a plan goes to. */
export function useStudent(params: StudentParams) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, params.workspaceId, 'protocols', 'student', params.clientId],
    queryFn: ({ signal }) => getStudent(params, signal),
    enabled: params.clientId !== null,
  });
}
