import { DiagnosticTemplateSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getDiagnosticTemplatesRootKey } from './get-diagnostic-templates.ts';

type TemplateRef = { workspaceId: number; templateId: number };

export function getDiagnosticTemplateKey({ workspaceId, templateId }: TemplateRef) {
  return [...getDiagnosticTemplatesRootKey(workspaceId), 'detail', templateId] as const;
}

/** One template as its current version holds it. */
export function useDiagnosticTemplate(ref: TemplateRef) {
  return useQuery({
    queryKey: getDiagnosticTemplateKey(ref),
    queryFn: ({ signal }) =>
      requestData(`/diagnostic-card-templates/${ref.templateId}?workspace_id=${ref.workspaceId}`, {
        signal,
        schema: DiagnosticTemplateSchema,
        // A missing template shows its own screen instead of a red notification.
        handledCodes: ['NOT_FOUND'],
      }),
  });
}
