import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the overlays fade after this long without the mouse moving. */
export const OVERLAY_HIDE_MS = 3_000;

/**
 * The player's overlays: shown on arrival and whenever `reveal` is called (a mouse move, a key,
 * focus), hidden 3 s later, but only while `mayHide` (the film playing).
 */
export function useIdleOverlay(mayHide: boolean): { visible: boolean; reveal: () => void } {
  const [shown, setShown] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);
  const hideLater = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setShown(false), OVERLAY_HIDE_MS);
  }, []);
  const reveal = useCallback(() => {
    setShown(true);
    hideLater();
  }, [hideLater]);
  useEffect(() => {
    hideLater();
    return () => window.clearTimeout(hideTimer.current);
  }, [hideLater]);
  return { visible: shown || !mayHide, reveal };
}
