import { isValidElement, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads a route's chunk before it is opened: when a link to it is hovered or focused, and for the
 * likely next pages once the browser is idle. Reads the route table the app renders, so a link
 * prefetches exactly what its route would load.
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

/** Prefetches from this route table on link hover and focus; `idlePaths` once the page has loaded and the browser is idle. */
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
    const start = () => {
      cancel = whenIdle(() => idleKey.split(' ').forEach(preloadPath));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [idleKey]);
}
