import { type CurrentUser, CurrentUserSchema } from '@slovo/contracts';
import { queryOptions } from '@tanstack/react-query';
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
