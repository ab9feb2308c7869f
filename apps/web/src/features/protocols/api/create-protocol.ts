import { ProtocolSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

type ProtocolCreation = { workspace_id: number; client_id: number; template_id: number };

// Refused fields are shown next to the student and template selects.
const HANDLED_CODES = ['VALIDATION_FAILED'] as const;

function postProtocol(body: ProtocolCreation) {
  return requestData('/protocols', {
    method: 'POST',
    body,
    schema: ProtocolSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** A protocol for a student from a template: plan 1 with its ten lessons, to be filled. */
export function useCreateProtocolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProtocol,
    onSuccess: (_protocol, { workspace_id }) =>
      queryClient.invalidateQueries({ queryKey: getProtocolsRootKey(workspace_id) }),
  });
}
