import {
  ExerciseComplexSchema,
  ExerciseComplexSummarySchema,
  OkSchema,
  PAGE_SIZE_MAX,
  pageOf,
  type RecommendedProgramInput,
  RecommendedProgramSchema,
  RecommendedProgramSummarySchema,
} from '@slovo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData, requestPage } from '../../../lib/api-client.ts';
import { buildQueryString, LIST_PAGE_SIZE } from '../../../lib/paging.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/** The two lists this feature keeps: one screen set each, the same shape of calls. */
export type ProgramKind = 'complexes' | 'programs';

const API_PATHS = {
  complexes: '/exercise-complexes',
  programs: '/recommended-programs',
} as const;

const SUMMARY_PAGES = {
  complexes: pageOf(ExerciseComplexSummarySchema),
  programs: pageOf(RecommendedProgramSummarySchema),
} as const;

/** The two kinds' schemas differ in a field or two: each call says which answer it expects. */
type Parser<T> = { parse: (value: unknown) => T };

const ITEM_SCHEMAS: { [K in ProgramKind]: Parser<ProgramItem[K]> } = {
  complexes: ExerciseComplexSchema,
  programs: RecommendedProgramSchema,
};
type SummaryPage = {
  data: ProgramSummary[];
  meta: { total: number; page: number; pageSize: number };
};

export type ProgramItem = {
  complexes: ReturnType<typeof ExerciseComplexSchema.parse>;
  programs: ReturnType<typeof RecommendedProgramSchema.parse>;
};
export type ProgramSummary = { id: number; name: string; updated_at: string } & (
  | { program_count: number }
  | { complex_count: number }
);

/** The input a save sends; complexes ignore `complex_ids`. */
export type ProgramSave = RecommendedProgramInput;

/** Every answer about one project's complexes or programs: what a change refreshes. */
function getProgramsRootKey(kind: ProgramKind, workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, kind] as const;
}

type ListFilter = { workspaceId: number; term: string; page: number; pageSize?: number };

/** A page of the project's complexes or programs, searched by name on the server. */
export function useProgramList(kind: ProgramKind, filter: ListFilter) {
  const { workspaceId, ...rest } = filter;
  return useQuery({
    queryKey: [...getProgramsRootKey(kind, workspaceId), 'list', rest],
    queryFn: ({ signal }) => {
      const query = buildQueryString({
        workspace_id: workspaceId,
        term: filter.term,
        page: filter.page,
        pageSize: filter.pageSize ?? LIST_PAGE_SIZE,
      });
      return requestPage(`${API_PATHS[kind]}?${query}`, {
        signal,
        schema: SUMMARY_PAGES[kind] as Parser<SummaryPage>,
      });
    },
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Choices for a picker: the first page of names matching what is typed. */
export function useProgramOptions(kind: ProgramKind, workspaceId: number, term: string) {
  return useProgramList(kind, { workspaceId, term, page: 1, pageSize: PAGE_SIZE_MAX });
}

function getProgramItemKey(kind: ProgramKind, workspaceId: number, id: number) {
  return [...getProgramsRootKey(kind, workspaceId), 'detail', id] as const;
}

/** One complex or program with its content; a deleted one answers its own 404. */
export function useProgramItem<K extends ProgramKind>(kind: K, workspaceId: number, id: number) {
  return useQuery({
    queryKey: getProgramItemKey(kind, workspaceId, id),
    queryFn: ({ signal }) =>
      requestData(`${API_PATHS[kind]}/${id}?workspace_id=${workspaceId}`, {
        signal,
        schema: ITEM_SCHEMAS[kind],
        // A deleted one shows the spec's message on its own screen.
        handledCodes: ['EXERCISE_COMPLEX_NOT_FOUND', 'RECOMMENDED_PROGRAM_NOT_FOUND'],
      }),
  });
}

/** Creates (no id) or saves a complex or program; the lists of the project are refreshed. */
export function useSaveProgramItem(kind: ProgramKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProgramSave }) => {
      const payload =
        kind === 'complexes'
          ? { workspace_id: body.workspace_id, name: body.name, content: body.content }
          : body;
      return requestData(id === undefined ? API_PATHS[kind] : `${API_PATHS[kind]}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: payload,
        schema: ITEM_SCHEMAS[kind] as Parser<ProgramItem[ProgramKind]>,
        // The form tells every refusal itself: at the fields or by its button.
        isSilent: true,
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(getProgramItemKey(kind, saved.workspace_id, saved.id), saved);
      // A program's complexes change how many programs each complex is in: both lists refresh.
      return queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === WORKSPACE_QUERY_KEY &&
          query.queryKey[1] === saved.workspace_id &&
          (query.queryKey[2] === 'complexes' || query.queryKey[2] === 'programs') &&
          query.queryKey[3] === 'list',
      });
    },
  });
}

/** Deletes one; a refusal (in use, already gone) is told by the list in its own place. */
export function useDeleteProgramItem(kind: ProgramKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, id }: { workspaceId: number; id: number }) =>
      requestData(`${API_PATHS[kind]}/${id}?workspace_id=${workspaceId}`, {
        method: 'DELETE',
        schema: OkSchema,
        isSilent: true,
      }),
    onSettled: (_data, _error, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getProgramsRootKey(kind, workspaceId) }),
  });
}
