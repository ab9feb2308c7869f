import { type CurrentUser, CurrentUserSchema, type ProfileUpdate } from '@slovo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user.ts';

function postProfile(body: ProfileUpdate): Promise<CurrentUser> {
  return requestData('/users/profile', { method: 'POST', body, schema: CurrentUserSchema });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProfile,
    // Spec 7: the answer is merged into the signed-in user, so the header updates at once.
    onSuccess: (user) => {
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, (current) =>
        current ? { ...current, ...user } : user,
      );
    },
  });
}
