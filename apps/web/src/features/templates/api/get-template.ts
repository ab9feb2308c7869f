import { TemplateSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getTemplatesRootKey } from './get-templates.ts';

type TemplateRef = { workspaceId: number; templateId: number };

export function getTemplateKey({ workspaceId, templateId }: TemplateRef) {
  return [...getTemplatesRootKey(workspaceId), 'detail', templateId] as const;
}

function getTemplate({ workspaceId, templateId }: TemplateRef, signal: AbortSignal) {
  return requestData(`/templates/${templateId}?workspace_id=${workspaceId}`, {
    signal,
    schema: TemplateSchema,
    // A missing template shows its own screen instead of a red notification.
    handledCodes: ['NOT_FOUND'],
  });
}

/** One template with its blocks and their categories and folders. */
export function useTemplate(ref: TemplateRef) {
  return useQuery({
    queryKey: getTemplateKey(ref),
    queryFn: ({ signal }) => getTemplate(ref, signal),
  });
}
