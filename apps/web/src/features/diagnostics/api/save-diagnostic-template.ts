import {
  type DiagnosticTemplateInput,
  DiagnosticTemplateSchema,
  type DiagnosticTemplateUpdate,
} from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getDiagnosticTemplateKey } from './get-diagnostic-template.ts';
import { getDiagnosticTemplatesRootKey } from './get-diagnostic-templates.ts';

type DiagnosticTemplateSave =
  | { templateId?: undefined; body: DiagnosticTemplateInput }
  | { templateId: number; body: DiagnosticTemplateUpdate };

function sendDiagnosticTemplate({ templateId, body }: DiagnosticTemplateSave) {
  const path =
    templateId === undefined
      ? '/diagnostic-card-templates'
      : `/diagnostic-card-templates/${templateId}`;
  return requestData(path, {
    method: templateId === undefined ? 'POST' : 'PUT',
    body,
    schema: DiagnosticTemplateSchema,
    // The builder tells every refusal itself: at the fields, by its button or as a conflict.
    isSilent: true,
  });
}

/** Creates a template or saves it whole; the server keeps each save as a new version. */
export function useSaveDiagnosticTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDiagnosticTemplate,
    onSuccess: (template) => {
      const workspaceId = template.workspace_id;
      queryClient.setQueryData(
        getDiagnosticTemplateKey({ workspaceId, templateId: template.id }),
        template,
      );
      return queryClient.invalidateQueries({
        queryKey: [...getDiagnosticTemplatesRootKey(workspaceId), 'list'],
      });
    },
  });
}
