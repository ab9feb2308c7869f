import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * First key segment of every query that reads workspace data, so switching the workspace can
 * drop exactly those answers.
 */
export const WORKSPACE_QUERY_KEY = 'workspace';

/**
 * The signed-in user's query. Kept here rather than beside its fetcher so the client every
 * screen starts with does not pull the response schemas in (decision 027).
 */
export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

function isSessionError(error: unknown): boolean {
  return isApiError(error) && (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHORIZED');
}

function createQueryClient(): QueryClient {
  // A call that finds the session gone re-checks the token; that check failing signs the user
  // out with the session-expired notice (spec 4) instead of leaving a half-working screen.
  const recheckSession = (error: unknown) => {
    if (isSessionError(error)) void client.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0]) recheckSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheckSession }),
    defaultOptions: {
      // Failures are shown at once with a retry button; silent automatic retries only delay them.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
