import { type CurrentUser, CurrentUserSchema } from '@slovo/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { requestData } from '../api-client.ts';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }): Promise<CurrentUser> =>
      requestData('/check-token', { signal, schema: CurrentUserSchema }),
    // A failed check means the session is over; retrying would only delay the sign-in screen.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Spec 7: a profile change answers with the user, merged in so the header updates at once. */
export function mergeCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, (current) =>
    current ? { ...current, ...user } : user,
  );
}
