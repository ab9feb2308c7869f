import {
  DiagnosticCardSchema,
  DiagnosticCardStudentSchema,
  DiagnosticTemplateVersionSchema,
} from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

/** Every answer about one project's filled cards: what a save or a status change refreshes. */
export function getDiagnosticCardsRootKey(workspaceId: number) {
  return [WORKSPACE_QUERY_KEY, workspaceId, 'diagnostic-cards'] as const;
}

export function getDiagnosticCardKey(workspaceId: number, cardId: number) {
  return [...getDiagnosticCardsRootKey(workspaceId), 'card', cardId] as const;
}

const StudentsSchema = DiagnosticCardStudentSchema.array();

/** `/diagnostician-clients`: the students assigned to me, each with their cards. */
export function useMyDiagnosticStudents(workspaceId: number) {
  return useQuery({
    queryKey: [...getDiagnosticCardsRootKey(workspaceId), 'students'],
    queryFn: ({ signal }) =>
      requestData(`/clients/diagnostic-cards/students?workspace_id=${workspaceId}`, {
        signal,
        schema: StudentsSchema,
      }),
  });
}

/** A filled card with its answers, scores and what I may do with it. */
export function useDiagnosticCard(workspaceId: number, cardId: number) {
  return useQuery({
    queryKey: getDiagnosticCardKey(workspaceId, cardId),
    queryFn: ({ signal }) =>
      requestData(`/clients/diagnostic-cards/${cardId}?workspace_id=${workspaceId}`, {
        signal,
        schema: DiagnosticCardSchema,
        // A missing card shows its own screen instead of a red notification.
        handledCodes: ['NOT_FOUND', 'FORBIDDEN'],
      }),
    // The screen holds the edits: a refetch on focus would only race the autosave.
    refetchOnWindowFocus: false,
  });
}

/** The template version a card was made from: versions never change, so it is read once. */
export function useDiagnosticTemplateVersion(
  workspaceId: number,
  ref: { templateId: number; versionId: number } | null,
) {
  return useQuery({
    queryKey: [WORKSPACE_QUERY_KEY, workspaceId, 'diagnostic-template-version', ref?.versionId],
    queryFn: ({ signal }) =>
      requestData(
        `/diagnostic-card-templates/${ref?.templateId}/versions/${ref?.versionId}?workspace_id=${workspaceId}`,
        { signal, schema: DiagnosticTemplateVersionSchema },
      ),
    enabled: ref !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
