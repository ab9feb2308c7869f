import { useCallback, useEffect, useState } from 'react';

function canGoFullscreen(): boolean {
  return (
    typeof document.documentElement.requestFullscreen === 'function' &&
    document.fullscreenEnabled !== false
  );
}

/** The whole page in full screen (Fullscreen API); phones without the API get no button. */
export function useFullscreen() {
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const update = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      // Refused by the browser (no user gesture, a frame without permission): nothing to undo.
      console.warn('Full screen was refused', error);
    }
  }, []);

  return { isFullscreen, isSupported: canGoFullscreen(), toggle };
}
