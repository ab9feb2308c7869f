/**
 * Likes and dislikes (spec 4). `own` is the caller's reaction: null none, 'like' or 'dislike'
 * (the spec's own_like uses 1 and 0, where 0 also reads as "none"; we keep the states apart).
 */
export type Reaction = 'like' | 'dislike';
export type ReactionState = { own: Reaction | null; likes: number; dislikes: number };

const decrement = (n: number) => Math.max(0, n - 1);

/**
 * Pressing like or dislike: from none it sets the reaction (+1); from the opposite it switches
 * (+1 to one, -1 to the other, never below 0); pressing the same again clears it (-1).
 */
export function applyReaction(state: ReactionState, pressed: Reaction): ReactionState {
  const key = pressed === 'like' ? 'likes' : 'dislikes';
  const otherKey = pressed === 'like' ? 'dislikes' : 'likes';
  if (state.own === pressed) return { ...state, own: null, [key]: decrement(state[key]) };
  if (state.own === null) return { ...state, own: pressed, [key]: state[key] + 1 };
  return {
    own: pressed,
    [key]: state[key] + 1,
    [otherKey]: decrement(state[otherKey]),
  } as ReactionState;
}
