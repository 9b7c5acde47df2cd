import { useEffect, useRef, type RefObject } from 'react';

type WhenVisibleOptions = {
  /** The scroller to watch within (a row's strip); the viewport when left out. */
  root?: RefObject<Element | null>;
  /** How far beyond the scroller's edge counts as visible, to start loading before the end shows. */
  rootMargin?: string;
  /** Off while a load is under way or has failed. */
  enabled?: boolean;
};

/**
 * Calls `onVisible` when `target` comes into view: the sentinel at the end of a list that asks for
 * its next page. Turning `enabled` back on watches afresh, and the observer reports at once if the
 * target is still in view, so a page too short to push the sentinel away leads to the next one.
 */
export function useWhenVisible(
  target: RefObject<Element | null>,
  onVisible: () => void,
  { root, rootMargin = '0px', enabled = true }: WhenVisibleOptions = {},
): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const element = target.current;
    // Effects run after every ref is attached, so the root scroller is known by now.
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: root?.current ?? null, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root, rootMargin, enabled]);
}
