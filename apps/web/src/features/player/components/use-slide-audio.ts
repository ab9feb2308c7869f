import { useCallback, useEffect, useRef, useState } from 'react';

type SlideAudio = {
  /** The slide's sounds, played one after another. */
  urls: readonly string[];
  /** Changes with the slide: turning the slide stops what was playing. */
  slideKey: string;
  shouldAutoplay: boolean;
};

/**
 * The slide's sounds in the app's own player (no slide renderer plays them). They start by
 * themselves when the slide opens; a browser that blocks sound before the first tap leaves
 * them waiting for the button, which then asks for attention.
 */
export function useSlideAudio({ urls, slideKey, shouldAutoplay }: SlideAudio) {
  const [isPlaying, setIsPlaying] = useState(false);
  const [isBlocked, setIsBlocked] = useState(false);
  const current = useRef<HTMLAudioElement | null>(null);
  const tracks = useRef(urls);
  tracks.current = urls;

  const stop = useCallback(() => {
    current.current?.pause();
    current.current = null;
    setIsPlaying(false);
  }, []);

  const playFrom = useCallback((position: number) => {
    const url = tracks.current[position];
    if (url === undefined) {
      current.current = null;
      setIsPlaying(false);
      return;
    }
    const audio = new Audio(url);
    current.current = audio;
    audio.addEventListener('ended', () => {
      if (current.current === audio) playFrom(position + 1);
    });
    setIsPlaying(true);
    audio.play().then(
      () => setIsBlocked(false),
      (error: unknown) => {
        if (current.current !== audio) return;
        current.current = null;
        setIsPlaying(false);
        if (error instanceof DOMException && error.name === 'NotAllowedError') setIsBlocked(true);
        else console.warn('The slide audio did not play', error);
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide is what restarts the sound
  useEffect(() => {
    setIsBlocked(false);
    if (shouldAutoplay && tracks.current.length > 0) playFrom(0);
    return stop;
  }, [slideKey, shouldAutoplay, playFrom, stop]);

  const toggle = useCallback(() => {
    if (current.current) stop();
    else playFrom(0);
  }, [playFrom, stop]);

  return { hasAudio: urls.length > 0, isPlaying, isBlocked, toggle };
}
