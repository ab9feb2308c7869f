import { type Reaction, ReactionResultSchema } from '@slovo/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { WORKSPACE_QUERY_KEY } from '../../../lib/query-client.ts';

export type ReactionResult = ReturnType<typeof ReactionResultSchema.parse>;

type ReactionPress = { exerciseId: number; reaction: Reaction };

// Spec 8: a failed like or dislike is only logged; the buttons going back is the feedback.
function postReaction({ exerciseId, reaction }: ReactionPress) {
  return requestData(`/exercises/${exerciseId}/${reaction}`, {
    method: 'POST',
    schema: ReactionResultSchema,
    isSilent: true,
  });
}

type ReactionHolder = {
  id: number;
  own_reaction: unknown;
  likes_count: number;
  dislikes_count: number;
};

function isReactionHolder(value: unknown, exerciseId: number): value is ReactionHolder {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { id?: unknown }).id === exerciseId &&
    'likes_count' in value &&
    'dislikes_count' in value
  );
}

function patchReaction(value: unknown, exerciseId: number, result: ReactionResult): unknown {
  if (isReactionHolder(value, exerciseId)) return { ...value, ...result };
  if (Array.isArray(value)) {
    return value.some((item) => isReactionHolder(item, exerciseId))
      ? value.map((item) => patchReaction(item, exerciseId, result))
      : value;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data)
  ) {
    const page = value as { data: unknown[] };
    const data = patchReaction(page.data, exerciseId, result);
    return data === page.data ? value : { ...page, data };
  }
  return value;
}

/**
 * The same microblock may be cached in several lists and in its own view, under keys other
 * screens own; every cached answer that holds it takes the server's counts.
 */
function storeReaction(queryClient: QueryClient, exerciseId: number, result: ReactionResult) {
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: [WORKSPACE_QUERY_KEY] })) {
    const patched = patchReaction(data, exerciseId, result);
    // Untouched answers keep their identity and freshness.
    if (patched !== data) queryClient.setQueryData(queryKey, patched);
  }
}

export function useReactToExerciseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReaction,
    // Each reaction toggles what the one before left: they must arrive in the order pressed.
    scope: { id: 'exercise-reaction' },
    onSuccess: (result, { exerciseId }) => storeReaction(queryClient, exerciseId, result),
    onError: (error, { exerciseId, reaction }) =>
      console.warn(`Cannot ${reaction} microblock ${exerciseId}`, error),
  });
}
