import type { CurrentUser } from '@slovo/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { isApiError, isUnavailableError, requestData } from '../api-client.ts';
import { startDeploy } from '../deploy-status.ts';
import { CURRENT_USER_QUERY_KEY } from '../query-client.ts';

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async ({ signal }): Promise<CurrentUser> => {
      try {
        return await requestData('/check-token', {
          signal,
          // The language switcher of the public pages reaches this module: zod stays off them.
          schema: () => import('./auth-schemas.ts').then((schemas) => schemas.CurrentUserSchema),
        });
      } catch (error) {
        // Only a refused token ends the session. A server error or a lost connection keeps it:
        // the unavailable window asks again and, once the app answers, the check is made anew.
        const isPassing =
          !isSessionEnded(error) && !isUnavailableError(error) && !isCancelled(error);
        if (isPassing) startDeploy('unreachable');
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const isCancelled = (error: unknown) => isApiError(error) && error.isCancelled;

/** The server refused the token: the session is over (any other failure is passing). */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Spec 7: a profile change answers with the user, merged in so the header updates at once. */
export function mergeCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, (current) =>
    current ? { ...current, ...user } : user,
  );
}
