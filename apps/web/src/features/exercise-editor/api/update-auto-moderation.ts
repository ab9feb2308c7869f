import { type AutoModeration, AutoModerationSchema } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { getAutoModerationKey } from './get-auto-moderation.ts';

/** The body `AutoModerationInputSchema` checks: the settings for one workspace. */
export type AutoModerationInput = AutoModeration & { workspace_id: number };

function putAutoModeration(body: AutoModerationInput) {
  return requestData('/exercises/auto-moderation', {
    method: 'PUT',
    body,
    schema: AutoModerationSchema,
    handledCodes: ['VALIDATION_FAILED'],
  });
}

export function useUpdateAutoModerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAutoModeration,
    onSuccess: (settings, body) =>
      queryClient.setQueryData(getAutoModerationKey(body.workspace_id), settings),
  });
}
