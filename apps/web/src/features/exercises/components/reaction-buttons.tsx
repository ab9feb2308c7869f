import { Button, Group, type MantineSize } from '@mantine/core';
import { applyReaction, type Reaction, type ReactionState } from '@slovo/contracts';
import {
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactToExerciseMutation } from '../api/react-to-exercise.ts';

type ReactionButtonsProps = {
  exerciseId: number;
  ownReaction: Reaction | null;
  likes: number;
  dislikes: number;
  size?: Extract<MantineSize, 'xs' | 'sm' | 'md'>;
};

const ICON_SIZES = { xs: 14, sm: 16, md: 18 } as const;

function isSameState(a: ReactionState, b: ReactionState): boolean {
  return a.own === b.own && a.likes === b.likes && a.dislikes === b.dislikes;
}

/**
 * Likes and dislikes of one microblock. A press shows its effect at once (spec 4), the server's
 * answer then replaces it, and a failure puts back what was shown before the press.
 */
export function ReactionButtons({
  exerciseId,
  ownReaction,
  likes,
  dislikes,
  size = 'sm',
}: ReactionButtonsProps) {
  const { t } = useTranslation('exercises');
  const react = useReactToExerciseMutation();
  const fromProps: ReactionState = { own: ownReaction, likes, dislikes };
  // What the press or the server said, until the parent passes newer counts of its own.
  const [shown, setShown] = useState<ReactionState | null>(null);
  const [seenProps, setSeenProps] = useState(fromProps);
  if (!isSameState(seenProps, fromProps)) {
    setSeenProps(fromProps);
    setShown(null);
  }
  const state = shown ?? fromProps;
  const iconSize = ICON_SIZES[size];

  const press = (reaction: Reaction) => {
    // Presses reach the server one after another (the mutation's scope), and only the last
    // press's answer is shown (TanStack Query calls back for the latest `mutate` only), so a
    // quick like-then-dislike ends as the user left it.
    const before = state;
    setShown(applyReaction(before, reaction));
    react.mutate(
      { exerciseId, reaction },
      {
        onSuccess: (result) =>
          setShown({
            own: result.own_reaction,
            likes: result.likes_count,
            dislikes: result.dislikes_count,
          }),
        onError: () => setShown(before),
      },
    );
  };

  const isLiked = state.own === 'like';
  const isDisliked = state.own === 'dislike';
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size={size}
        variant={isLiked ? 'light' : 'subtle'}
        color={isLiked ? 'teal' : 'gray'}
        px={6}
        leftSection={
          isLiked ? <IconThumbUpFilled size={iconSize} /> : <IconThumbUp size={iconSize} />
        }
        aria-pressed={isLiked}
        aria-label={t('exercises:reactions.like', { total: state.likes })}
        onClick={() => press('like')}
        data-testid={`like-${exerciseId}`}
      >
        <span data-testid={`likes-count-${exerciseId}`}>{state.likes}</span>
      </Button>
      <Button
        size={size}
        variant={isDisliked ? 'light' : 'subtle'}
        color={isDisliked ? 'red' : 'gray'}
        px={6}
        leftSection={
          isDisliked ? <IconThumbDownFilled size={iconSize} /> : <IconThumbDown size={iconSize} />
        }
        aria-pressed={isDisliked}
        aria-label={t('exercises:reactions.dislike', { total: state.dislikes })}
        onClick={() => press('dislike')}
        data-testid={`dislike-${exerciseId}`}
      >
        <span data-testid={`dislikes-count-${exerciseId}`}>{state.dislikes}</span>
      </Button>
    </Group>
  );
}
