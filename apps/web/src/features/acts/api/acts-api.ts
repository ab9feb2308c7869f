import {
  type ActInput,
  ActSchema,
  ActSummarySchema,
  type CurrentUser,
  formatActNumber,
  PAGE_SIZE_MAX,
  pageOf,
  ROLE,
  WorkspaceSchema,
} from '@slovo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData, requestPage } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

const ActsPageSchema = pageOf(ActSummarySchema);
const ProjectsPageSchema = pageOf(WorkspaceSchema);

const getActsKey = (workspaceId: number) => [WORKSPACE_QUERY_KEY, workspaceId, 'acts'] as const;

type ListFilter = { workspaceId: number; term: string; page: number };

/** A page of a project's acts, newest first, void ones included; searched on the server. */
export function useActList({ workspaceId, ...rest }: ListFilter) {
  return useQuery({
    queryKey: [...getActsKey(workspaceId), 'list', rest],
    queryFn: ({ signal }) =>
      requestPage(
        `/acts?${buildQueryString({
          workspace_id: workspaceId,
          term: rest.term,
          page: rest.page,
          pageSize: LIST_PAGE_SIZE,
        })}`,
        { signal, schema: ActsPageSchema },
      ),
    placeholderData: keepPreviousData,
  });
}

export type ProjectChoice = { id: number; title: string };

/**
 * The projects whose acts the user keeps: a manager's own; every live one for root, who holds no
 * project roles (and never sees the workspace selector).
 */
export function useActProjects(user: CurrentUser): { data: ProjectChoice[]; isPending: boolean } {
  const all = useQuery({
    queryKey: ['act-projects'],
    queryFn: ({ signal }) =>
      requestPage(`/workspaces?page=1&pageSize=${PAGE_SIZE_MAX}`, {
        signal,
        schema: ProjectsPageSchema,
      }),
    enabled: user.isRoot,
  });
  if (user.isRoot) {
    return {
      data: (all.data?.data ?? []).map((project) => ({ id: project.id, title: project.title })),
      isPending: all.isPending,
    };
  }
  return {
    data: user.workspaces
      .filter((entry) => entry.roles.includes(ROLE.manager))
      .map((entry) => ({ id: entry.workspaceId, title: entry.workspaceTitle })),
    isPending: false,
  };
}

/** Creates an act; the project's list refreshes. Refusals are told by the form itself. */
export function useCreateAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActInput) =>
      requestData('/acts', { method: 'POST', body, schema: ActSchema, isSilent: true }),
    onSuccess: (act) => queryClient.invalidateQueries({ queryKey: getActsKey(act.workspace_id) }),
  });
}

/** Voids an act: it keeps its number and stays listed. */
export function useVoidAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, id }: { workspaceId: number; id: number }) =>
      requestData(`/acts/${id}/void`, {
        method: 'POST',
        body: { workspace_id: workspaceId },
        schema: ActSchema,
        isSilent: true,
      }),
    onSettled: (_data, _error, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getActsKey(workspaceId) }),
  });
}

/** Downloads the act's bilingual PDF under the server's file name. */
export function useDownloadActPdf() {
  return useMutation({
    mutationFn: ({
      workspaceId,
      act,
    }: {
      workspaceId: number;
      act: { id: number; number: number; year: number };
    }) =>
      downloadFile(`/acts/${act.id}/pdf?workspace_id=${workspaceId}`, {
        accept: 'application/pdf',
        fallbackName: `act-${formatActNumber(act).replace('/', '-')}.pdf`,
      }),
  });
}
