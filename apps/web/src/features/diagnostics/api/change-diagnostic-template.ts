import { DiagnosticTemplateSchema, OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getDiagnosticTemplatesRootKey } from './get-diagnostic-templates.ts';

export type DiagnosticTemplateAction = 'copy' | 'archive' | 'restore' | 'delete';

type DiagnosticTemplateChange = {
  workspaceId: number;
  id: number;
  action: DiagnosticTemplateAction;
};

async function changeDiagnosticTemplate({
  workspaceId,
  id,
  action,
}: DiagnosticTemplateChange): Promise<void> {
  if (action === 'delete') {
    await requestData(`/diagnostic-card-templates/${id}?workspace_id=${workspaceId}`, {
      method: 'DELETE',
      schema: OkSchema,
      // "In use" is told in the list's own words.
      handledCodes: ['DIAGNOSTIC_TEMPLATE_IN_USE'],
    });
    return;
  }
  await requestData(`/diagnostic-card-templates/${id}/${action}`, {
    method: 'POST',
    body: { workspace_id: workspaceId },
    schema: DiagnosticTemplateSchema,
  });
}

/** Copy, archive, restore or delete one template; every list of the project is refreshed. */
export function useChangeDiagnosticTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDiagnosticTemplate,
    onSuccess: (_data, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: getDiagnosticTemplatesRootKey(workspaceId) }),
  });
}
