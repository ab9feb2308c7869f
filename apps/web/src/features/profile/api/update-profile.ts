import { type CurrentUser, CurrentUserSchema, type ProfileUpdate } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { mergeCurrentUser } from '../../../lib/auth/current-user.ts';

function postProfile(body: ProfileUpdate): Promise<CurrentUser> {
  return requestData('/users/profile', { method: 'POST', body, schema: CurrentUserSchema });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProfile,
    onSuccess: (user) => mergeCurrentUser(queryClient, user),
  });
}
