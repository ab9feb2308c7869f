import { describe, expect, it } from 'vitest';
import { applyReaction, type ReactionState } from './reactions.ts';

const state = (own: ReactionState['own'], likes: number, dislikes: number): ReactionState => ({
  own,
  likes,
  dislikes,
});

describe('reactions', () => {
  it('from none, like gives liked and likes + 1', () => {
    expect(applyReaction(state(null, 2, 1), 'like')).toEqual(state('like', 3, 1));
  });
  it('from disliked, like gives liked, likes + 1, dislikes - 1', () => {
    expect(applyReaction(state('dislike', 2, 1), 'like')).toEqual(state('like', 3, 0));
  });
  it('from disliked, like never takes dislikes below 0', () => {
    expect(applyReaction(state('dislike', 0, 0), 'like')).toEqual(state('like', 1, 0));
  });
  it('from liked, like again clears it and likes - 1 (not below 0)', () => {
    expect(applyReaction(state('like', 3, 1), 'like')).toEqual(state(null, 2, 1));
    expect(applyReaction(state('like', 0, 1), 'like')).toEqual(state(null, 0, 1));
  });
  it('dislike mirrors like in every state', () => {
    expect(applyReaction(state(null, 2, 1), 'dislike')).toEqual(state('dislike', 2, 2));
    expect(applyReaction(state('like', 2, 1), 'dislike')).toEqual(state('dislike', 1, 2));
    expect(applyReaction(state('like', 0, 1), 'dislike')).toEqual(state('dislike', 0, 2));
    expect(applyReaction(state('dislike', 2, 1), 'dislike')).toEqual(state(null, 2, 0));
    expect(applyReaction(state('dislike', 2, 0), 'dislike')).toEqual(state(null, 2, 0));
  });
});
