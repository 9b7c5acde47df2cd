import { useEffect } from 'react';

const KEYBOARD_SEEK_SECONDS = 10;

type PlayerShortcuts = {
  /** Any key press, handled or not (it shows the overlays). */
  onKey: () => void;
  togglePlay: () => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  seekBy: (seconds: number) => void;
};

/**
 * The player's keys: Space or K plays and pauses, M mutes, F fills the screen, the arrows jump
 * 10 s. Space and the arrows are left to a focused button, field or link.
 */
export function usePlayerShortcuts({ onKey, togglePlay, toggleMute, toggleFullscreen, seekBy }: PlayerShortcuts) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      onKey();
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      const onControl = Boolean(target?.closest('button, input, a'));
      const key = event.key.toLowerCase();
      if ((key === ' ' && !onControl) || key === 'k') togglePlay();
      else if (key === 'm') toggleMute();
      else if (key === 'f') toggleFullscreen();
      else if (!onControl && (key === 'arrowleft' || key === 'arrowright'))
        seekBy(key === 'arrowleft' ? -KEYBOARD_SEEK_SECONDS : KEYBOARD_SEEK_SECONDS);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey, togglePlay, toggleMute, toggleFullscreen, seekBy]);
}
