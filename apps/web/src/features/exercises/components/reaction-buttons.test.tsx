import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { ReactionButtons } from './reaction-buttons.tsx';

/** A fetch answer the test releases when it wants, to look at the screen in between. */
function holdAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function readCounts() {
  return [
    screen.getByTestId('likes-count-7').textContent,
    screen.getByTestId('dislikes-count-7').textContent,
  ];
}

describe('ReactionButtons', () => {
  beforeEach(() => setUpI18n('en'));

  it('counts a like at once, then shows what the server answered', async () => {
    const held = holdAnswer();
    const calls = stubFetch({ 'POST /api/exercises/7/like': () => held.answer });
    renderWithProviders(
      <ReactionButtons exerciseId={7} ownReaction={null} likes={2} dislikes={1} />,
    );

    fireEvent.click(screen.getByTestId('like-7'));

    expect(readCounts()).toEqual(['3', '1']);
    expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'POST /api/exercises/7/like',
      ]),
    );

    // Someone else liked it meanwhile: the server's counts win over the local guess.
    held.release(
      jsonResponse(200, { data: { own_reaction: 'like', likes_count: 10, dislikes_count: 1 } }),
    );
    await waitFor(() => expect(readCounts()).toEqual(['10', '1']));
    expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches a dislike to a like and puts everything back when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const held = holdAnswer();
    stubFetch({ 'POST /api/exercises/7/like': () => held.answer });
    renderWithProviders(
      <ReactionButtons exerciseId={7} ownReaction="dislike" likes={2} dislikes={1} />,
    );
    expect(screen.getByTestId('dislike-7')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByTestId('like-7'));
    expect(readCounts()).toEqual(['3', '0']);
    expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('dislike-7')).toHaveAttribute('aria-pressed', 'false');

    held.release(jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }));

    await waitFor(() => expect(readCounts()).toEqual(['2', '1']));
    expect(screen.getByTestId('dislike-7')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'false');
    // Spec 8: a failed reaction is logged, not announced.
    expect(warn).toHaveBeenCalled();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('keeps a dislike pressed while the like before it is still on its way', async () => {
    const like = holdAnswer();
    const dislike = holdAnswer();
    const calls = stubFetch({
      'POST /api/exercises/7/like': () => like.answer,
      'POST /api/exercises/7/dislike': () => dislike.answer,
    });
    renderWithProviders(
      <ReactionButtons exerciseId={7} ownReaction={null} likes={2} dislikes={1} />,
    );

    fireEvent.click(screen.getByTestId('like-7'));
    fireEvent.click(screen.getByTestId('dislike-7'));
    expect(readCounts()).toEqual(['2', '2']);
    expect(screen.getByTestId('dislike-7')).toHaveAttribute('aria-pressed', 'true');

    // The dislike waits for the like's answer: the server sees them in the order pressed.
    await waitFor(() => expect(calls).toHaveLength(1));
    like.release(
      jsonResponse(200, { data: { own_reaction: 'like', likes_count: 3, dislikes_count: 1 } }),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual([
        '/api/exercises/7/like',
        '/api/exercises/7/dislike',
      ]),
    );
    // The like's answer is not the last word: the screen keeps the dislike.
    expect(screen.getByTestId('dislike-7')).toHaveAttribute('aria-pressed', 'true');
    dislike.release(
      jsonResponse(200, { data: { own_reaction: 'dislike', likes_count: 2, dislikes_count: 2 } }),
    );
    await waitFor(() => expect(readCounts()).toEqual(['2', '2']));
    expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears its own like when pressed again', async () => {
    stubFetch({
      'POST /api/exercises/7/like': () =>
        jsonResponse(200, { data: { own_reaction: null, likes_count: 1, dislikes_count: 1 } }),
    });
    renderWithProviders(
      <ReactionButtons exerciseId={7} ownReaction="like" likes={2} dislikes={1} size="md" />,
    );

    fireEvent.click(screen.getByTestId('like-7'));

    expect(readCounts()).toEqual(['1', '1']);
    await waitFor(() =>
      expect(screen.getByTestId('like-7')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(readCounts()).toEqual(['1', '1']);
  });
});
