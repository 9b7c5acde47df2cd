import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether `element` fills the screen, and a toggle (the browser may refuse; that is logged). */
export function useFullscreen(element: RefObject<HTMLElement | null>): {
  fullscreen: boolean;
  toggleFullscreen: () => void;
} {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.error('Could not leave full screen', error));
    } else {
      element.current
        ?.requestFullscreen()
        .catch((error: unknown) => console.error('Full screen is not available', error));
    }
  }, [element]);
  return { fullscreen, toggleFullscreen };
}
