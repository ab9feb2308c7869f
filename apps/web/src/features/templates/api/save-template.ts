import { type TemplateInput, TemplateSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getTemplateKey } from './get-template.ts';
import { getTemplatesListKey } from './get-templates.ts';

type TemplateSave = {
  /** Absent for a new template. */
  templateId?: number;
  body: TemplateInput & { workspace_id: number };
};

function sendTemplate({ templateId, body }: TemplateSave) {
  return requestData(templateId === undefined ? '/templates' : `/templates/${templateId}`, {
    method: templateId === undefined ? 'POST' : 'PUT',
    body,
    schema: TemplateSchema,
    // The editor tells every refusal itself: at the fields in error or next to its button.
    isSilent: true,
  });
}

/** Creates a template or saves one whole: its blocks and their categories are replaced. */
export function useSaveTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTemplate,
    onSuccess: (template, { body }) => {
      const workspaceId = body.workspace_id;
      queryClient.setQueryData(getTemplateKey({ workspaceId, templateId: template.id }), template);
      // The saved answer is already the template as it is now: only the lists are refetched.
      return queryClient.invalidateQueries({ queryKey: getTemplatesListKey(workspaceId) });
    },
  });
}
