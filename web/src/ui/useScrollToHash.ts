import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL's hash (/#movies) once `ready` says the page has drawn
 * it. The router changes the URL without the browser's own jump, and the target may only appear
 * after data arrives. Following the same link again scrolls again.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Moves keyboard and screen-reader users along too, without a second jump.
    target.focus({ preventScroll: true });
  }, [ready, hash, key]);
}
