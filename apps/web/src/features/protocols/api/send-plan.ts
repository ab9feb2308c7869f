import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getProtocolsRootKey } from './get-protocols.ts';

// The contracts name no schema for this small answer (the server route declares it inline).
const SentPlanSchema = {
  parse(value: unknown): { sent_to: string } {
    const sentTo = (value as { sent_to?: unknown } | null)?.sent_to;
    if (typeof sentTo !== 'string') throw new Error('Unexpected answer of /send-plan');
    return { sent_to: sentTo };
  },
};

type PlanSending = { workspace_id: number; protocol_id: number; email?: string };

// A missing contact e-mail and a refused address are asked for in the form.
const HANDLED_CODES = ['NO_CONTACT_EMAIL', 'VALIDATION_FAILED'] as const;

function postSendPlan(body: PlanSending) {
  return requestData('/send-plan', {
    method: 'POST',
    body,
    schema: SentPlanSchema,
    handledCodes: HANDLED_CODES,
  });
}

/** E-mails the parent link; the server makes one first when the protocol has none. */
export function useSendPlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSendPlan,
    onSuccess: (_sent, { workspace_id }) =>
      queryClient.invalidateQueries({ queryKey: getProtocolsRootKey(workspace_id) }),
  });
}
