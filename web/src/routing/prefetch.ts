import { isValidElement, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads a route's chunk before it is opened: when a link to it is hovered or focused, and for the
 * likely next pages once the visitor first moves, scrolls, types, touches or focuses and the browser is idle.
 * Not before: a visitor who only looks spends no bytes or main-thread time on pages they never open
 * (on the landing page the sign-up and sign-in forms' 39 KiB, with zod, fetched in Lighthouse's load).
 * Reads the route table the app renders, so a link prefetches exactly what its route would load.
 */
let table: RouteObject[] = [];
let listening = false;

/** Loads the code of every page the path's routes draw (lazyPage's `preload`). */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => {
      const element = match.route.element;
      const preload = isValidElement(element)
        ? (element.type as { preload?: () => Promise<unknown> }).preload
        : undefined;
      return preload?.();
    }),
  );
}

function preloadPath(pathname: string): void {
  preloadRoute(table, pathname).catch(() => undefined);
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  preloadPath(link.pathname);
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}

/** The first sign that someone is using the page rather than only looking at it. */
const FIRST_USE = ['pointermove', 'pointerdown', 'wheel', 'scroll', 'keydown', 'touchstart', 'focusin'] as const;

/** Prefetches from this route table on link hover and focus; `idlePaths` after the page's first use, when the browser is idle. */
export function usePrefetch(routes: RouteObject[], idlePaths: readonly string[] = []): void {
  useEffect(() => {
    table = routes;
    if (!listening) {
      listening = true;
      document.addEventListener('pointerover', onIntent, { passive: true });
      document.addEventListener('focusin', onIntent);
      document.addEventListener('touchstart', onIntent, { passive: true });
    }
  }, [routes]);

  const idleKey = idlePaths.join(' ');
  useEffect(() => {
    if (!idleKey) return;
    let cancel = () => {};
    const used = new AbortController();
    const start = () => {
      used.abort();
      cancel = whenIdle(() => idleKey.split(' ').forEach(preloadPath));
    };
    for (const type of FIRST_USE) window.addEventListener(type, start, { passive: true, signal: used.signal });
    return () => {
      used.abort();
      cancel();
    };
  }, [idleKey]);
}
