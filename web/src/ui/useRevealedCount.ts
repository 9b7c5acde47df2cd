import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `step` more a frame, each step in a
 * transition React can interrupt, so a long list appearing holds the page in no long task. Items
 * past the first ones are off screen at first (rows below the fold, cards past a strip's edge).
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((count) => count + step)));
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
