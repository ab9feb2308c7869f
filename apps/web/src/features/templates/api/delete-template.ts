import { OkSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getTemplateKey } from './get-template.ts';
import { getTemplatesRootKey } from './get-templates.ts';

type TemplateDeletion = { workspaceId: number; id: number };

function deleteTemplate({ workspaceId, id }: TemplateDeletion) {
  return requestData(`/templates/${id}?workspace_id=${workspaceId}`, {
    method: 'DELETE',
    schema: OkSchema,
  });
}

/** Deletes a template; protocols made from it keep their plans (the server keeps their copy). */
export function useDeleteTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_ok, { workspaceId, id }) => {
      queryClient.removeQueries({ queryKey: getTemplateKey({ workspaceId, templateId: id }) });
      return queryClient.invalidateQueries({ queryKey: getTemplatesRootKey(workspaceId) });
    },
  });
}
